import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { associateByPin } from "../associates/validate";
import { customerAddresses, customers, orders, retailStores } from "../db/schema";
import type { Db } from "../db/types";
import { DomainError } from "../errors";
import type { KioskDevice } from "../kiosks/devices";
import type { RetailStoreSlug } from "../retail/stores";
import { guestReturnRequest, guestReturns, type ReturnRequest } from "./returns";

/**
 * Issue 38 at the counter: a department store's associate starts a return for a client who
 * brings an order of this store. The associate's PIN comes with every call from an enrolled kiosk
 * (lib/associates/validate.ts counts the attempts); only then is the order looked up, by its
 * number and the client's e-mail, so a kiosk without a PIN learns nothing. The return is the
 * kiosk channel's, with the associate's name in its history; the client's e-mail may be replaced by
 * the delivery address's postcode (ADR 0376); an invoiced order's refund is a
 * credit on the store's invoice (lib/orders/returns.ts).
 */
export type CounterCall = {
  store: RetailStoreSlug;
  kiosk: KioskDevice | null;
  userName: string;
  pin: string;
  orderNumber: string;
  /** The client's e-mail, or the postcode the order was delivered to (ADR 0376). */
  match: { email: string } | { postcode: string };
};

/** A postcode as the client says it and as it was typed at checkout compare alike. */
const postcodeKey = (postcode: string) => postcode.replace(/[\s-]+/g, "").toUpperCase();

async function counterOrder(db: Db, call: CounterCall) {
  const [store] = await db
    .select({ id: retailStores.id })
    .from(retailStores)
    .where(eq(retailStores.name, call.store));
  if (!store) throw DomainError.notFound("Order");
  const associate = await associateByPin(
    db,
    { store: call.store, retailStoreId: store.id, userName: call.userName, pin: call.pin },
    call.kiosk,
  );
  const { match } = call;
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(customerAddresses, eq(customerAddresses.id, orders.shippingAddressId))
    .where(
      and(
        eq(orders.number, call.orderNumber),
        "email" in match
          ? eq(customers.email, match.email.trim().toLowerCase())
          : // The same normalisation as postcodeKey, in SQL: case, spaces and hyphens ignored.
            eq(
              sql`upper(regexp_replace(${customerAddresses.postalCode}, '[[:space:]-]+', '', 'g'))`,
              postcodeKey(match.postcode),
            ),
        eq(orders.retailStoreId, store.id),
        inArray(orders.status, ["placed", "paid"]),
      ),
    )
    .limit(1);
  if (!order) throw DomainError.notFound("Order");
  return { orderId: order.id, associate };
}

/** The key the counter gave (the schema lets exactly one through). */
export function orderKey(body: { email?: string; postcode?: string }): CounterCall["match"] {
  if (body.email !== undefined) return { email: body.email };
  if (body.postcode !== undefined) return { postcode: body.postcode };
  throw DomainError.validation({
    email: ["Please enter the client's e-mail address or the postcode of the delivery address."],
  });
}

/** What the client may bring back from the order, and the returns asked so far. */
export async function counterReturnOptions(db: Db, call: CounterCall) {
  const { orderId } = await counterOrder(db, call);
  return guestReturns(db, orderId);
}

/** The associate asks for the return on the client's behalf. */
export async function counterReturnRequest(
  db: Db,
  call: CounterCall,
  request: Omit<ReturnRequest, "orderId" | "channel" | "associate">,
) {
  const { orderId, associate } = await counterOrder(db, call);
  return guestReturnRequest(db, {
    ...request,
    orderId,
    channel: "kiosk",
    associate: { id: associate.id, userName: associate.user_name },
  });
}
