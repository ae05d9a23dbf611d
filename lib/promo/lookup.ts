import "server-only";
import { eq } from "drizzle-orm";
import { normalizePromoCode } from "./rules";
import { promoCodes, retailStores } from "../db/schema";
import type { Db } from "../db/types";
import { showsSection } from "../retail/sections";
import type { RetailStoreSlug } from "../retail/stores";
import { promoLinkCheck, promoLinkNotHere, type PromoLinkCheck } from "./link-check";

/** Whether the code of a campaign link can be used in this store; no cart is needed. */
export async function lookUpPromoLink(
  db: Db,
  store: RetailStoreSlug,
  rawCode: string,
  now = new Date(),
): Promise<PromoLinkCheck> {
  const code = normalizePromoCode(rawCode);
  if (!showsSection(store, "promoInputs")) return promoLinkNotHere(code);
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1);
  const [here] = await db
    .select({ id: retailStores.id })
    .from(retailStores)
    .where(eq(retailStores.name, store))
    .limit(1);
  return promoLinkCheck(code, row ?? null, now, here?.id ?? null);
}

/**
 * Whether a code of that name exists at all, in whatever state: a campaign link naming an unknown
 * code is a 404 (issue 26), one naming an expired or used-up code is the home page saying so.
 */
export async function promoCodeExists(db: Db, rawCode: string): Promise<boolean> {
  const code = normalizePromoCode(rawCode);
  const [row] = await db
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(eq(promoCodes.code, code))
    .limit(1);
  return row !== undefined;
}
