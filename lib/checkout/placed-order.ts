import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { cookies } from "next/headers";
import { readSession, SESSION_COOKIE } from "../api/session";
import { customerByToken } from "../auth/tokens";
import { ownedCart } from "../cart/load";
import type { CartView } from "../cart/present";
import { refreshCart } from "../cart/service";
import { db as openDb } from "../db/client";
import { orders } from "../db/schema";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The shopper's own placed order, for the thank-you page; null for anything else. */
export async function placedOrderFor(
  store: string,
  id: string | undefined,
): Promise<CartView | null> {
  if (!id || !UUID.test(id)) return null;
  const jar = await cookies();
  const session = await readSession(jar.get(SESSION_COOKIE)?.value);
  if (!session) return null;
  const db = await openDb();
  const customer = session.token ? await customerByToken(db, session.token) : null;
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.id, id.toLowerCase()),
        inArray(orders.status, ["placed", "paid"]),
        ownedCart({ sessionId: session.sid, customerId: customer?.id ?? null }, store),
      ),
    )
    .limit(1);
  return row ? refreshCart(db, row) : null;
}
