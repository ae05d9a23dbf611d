import "server-only";
import { eq } from "drizzle-orm";
import { DomainError } from "../errors";
import { orders, promoCodes } from "../db/schema";
import type { Db, Tx } from "../db/types";
import { showsSection } from "../retail/sections";
import { findCartRow, loadCart } from "./load";
import {
  normalizePromoCode,
  PROMO_MESSAGES,
  promoEligibility,
  type Eligibility,
} from "../promo/rules";
import { priceCart } from "./price";
import { changeCart, type CartActor } from "./service";
import { cartNotFound } from "./errors";

async function promoByCode(db: Db | Tx, code: string) {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.code, normalizePromoCode(code)))
    .limit(1);
  return row ?? null;
}

async function eligibilityFor(
  db: Db | Tx,
  actor: CartActor,
  order: typeof orders.$inferSelect,
  code: string,
): Promise<{ eligibility: Eligibility; promoId: string | null }> {
  if (!showsSection(actor.store, "promoInputs")) {
    return { eligibility: { eligible: false, message: PROMO_MESSAGES.notHere }, promoId: null };
  }
  const promo = await promoByCode(db, code);
  // The goods the discount would apply to, priced today and without any code.
  const goods = priceCart({ ...(await loadCart(db, order)), promo: null }).totals.item_total;
  return {
    eligibility: promoEligibility(promo, goods, new Date(), order.retailStoreId),
    promoId: promo?.id ?? null,
  };
}

/** Spec 7 GET /promo-code-eligibility/{id}/{x}: 1 when the code may be applied to this cart. */
export async function checkPromoCode(db: Db, actor: CartActor, cartId: string, code: string) {
  const order = await findCartRow(db, cartId, actor.owner, { store: actor.store });
  if (!order) throw cartNotFound();
  return (await eligibilityFor(db, actor, order, code)).eligibility;
}

/**
 * Spec 7 POST /addPromoCodeToOrder: applies a code after checking it again (spec 5), or removes
 * the code when none is given. A refused code leaves the cart as it was.
 */
export function applyPromoCode(db: Db, actor: CartActor, cartId: string, code: string | null) {
  return changeCart(db, actor, cartId, async (tx, order) => {
    let promoId: string | null = null;
    if (code) {
      const checked = await eligibilityFor(tx, actor, order, code);
      if (!checked.eligibility.eligible) {
        throw DomainError.validation({ code: [checked.eligibility.message] });
      }
      promoId = checked.promoId;
    }
    await tx
      .update(orders)
      .set({ promoCodeId: promoId, updatedAt: new Date() })
      .where(eq(orders.id, order.id));
  });
}
