import "server-only";
import { randomInt } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { giftCodes, orderItems } from "../db/schema";
import type { Db, Tx } from "../db/types";

const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A redemption code in four groups of four, e.g. `7K3M-9Q2P-…`: about 80 bits of chance. */
function newGiftCode(): string {
  const groups: string[] = [];
  for (let g = 0; g < 4; g++) {
    let group = "";
    for (let i = 0; i < 4; i++) group += ALPHABET[randomInt(ALPHABET.length)];
    groups.push(group);
  }
  return groups.join("-");
}

/**
 * Gift cards get their redemption codes only once the money is in (spec 3: a gift code is an
 * amount; the code is what is sold). Codes already issued are kept, so a replay changes nothing.
 */
export async function issueGiftCodes(db: Db | Tx, orderId: string): Promise<void> {
  const lines = await db
    .select({ id: orderItems.giftCodeId })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  for (const line of lines) {
    if (!line.id) continue;
    await db
      .update(giftCodes)
      .set({ code: newGiftCode() })
      .where(and(eq(giftCodes.id, line.id), isNull(giftCodes.code)));
  }
}
