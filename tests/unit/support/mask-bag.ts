import { eq } from "drizzle-orm";
import type { CartActor } from "@/lib/cart/service";
import * as schema from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { guestDetails } from "./guest-details";

/** The limited silk mask: a stock piece, so a test sees its stock move. */
export const MASK = "limited-edition-silk-mask-gold-leaf";

export async function stockOf(db: Db, productId: string): Promise<number | null> {
  const [row] = await db
    .select({ stock: schema.products.stock })
    .from(schema.products)
    .where(eq(schema.products.id, productId));
  return row?.stock ?? null;
}

/**
 * A guest's bag with the mask, registered and ready to pay: its id, total, the guest's e-mail and
 * the mask's stock before. The tests differ in how they pay, so paying is theirs.
 */
export async function guestBagWithMask(
  db: Db,
  actor: CartActor,
  guest: { first: string; last: string; phone: string },
) {
  const { createCart, viewCart } = await import("@/lib/cart/service");
  const { registerGuest } = await import("@/lib/checkout/guest-customer");
  const [mask] = await db
    .select({ id: schema.products.id })
    .from(schema.products)
    .where(eq(schema.products.name, MASK));
  if (!mask) throw new Error(`the seed lost ${MASK}`);
  const stockBefore = await stockOf(db, mask.id);
  const cart = await createCart(db, actor, { kind: "product", id: mask.id });
  // "Inès" mails as ines-…: the address keeps to ASCII whatever the name.
  const local = guest.first
    .normalize("NFD")
    .replace(/[^a-z]/gi, "")
    .toLowerCase();
  const email = `${local}-${cart.id.slice(0, 8)}@example.com`;
  await registerGuest(db, actor, cart.id, guestDetails(email, guest));
  const view = await viewCart(db, actor, cart.id);
  return { orderId: cart.id, total: view.cart.total, email, productId: mask.id, stockBefore };
}

/**
 * A guest buys the mask with the local provider's test card and the order is placed: the bag
 * (as `guestBagWithMask` gives it) and the card token it was paid with.
 */
export async function paidMaskOrder(
  db: Db,
  actor: CartActor,
  guest: { first: string; last: string; phone: string },
) {
  const { placeOrder } = await import("@/lib/checkout/place-order");
  const { createCardToken } = await import("@/lib/payments/local/card-tokens");
  const bag = await guestBagWithMask(db, actor, guest);
  const { token } = createCardToken({
    number: "4242424242424242",
    exp_month: 12,
    exp_year: new Date().getFullYear() + 2,
    cvc: "123",
  });
  await placeOrder(db, actor, {
    orderId: bag.orderId,
    total: bag.total,
    payment: { method: "card", token },
  });
  return { ...bag, token };
}
