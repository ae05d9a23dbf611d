import type { FactoryOpts } from "imask";
import {
  cardBrand,
  cardDigits,
  cardGroups,
  cardMaxLength,
  cvcLength,
} from "../payments/card-number";

/**
 * Input masks (spec 5) for imask: `0` stands for one digit, `[…]` for an optional part.
 * Pure option objects, so the forms and the tests share them. They only shape what is typed or
 * pasted; the server validates.
 */
export type MaskOptions = FactoryOpts;

/** `[4, 6, 5]` → `0000 000000 00000`. */
const grouped = (groups: readonly number[]) => groups.map((n) => "0".repeat(n)).join(" ");

/**
 * The card number's blocks follow its brand (4-4-4-4, Amex 4-6-5, Diners 4-6-4); brands with
 * numbers longer than their blocks (Visa 19) get one more block for the rest.
 */
function cardNumberPattern(number: string): string {
  const groups = [...cardGroups(number)];
  const blocks = groups.reduce((a, b) => a + b, 0);
  const max = cardMaxLength(number);
  if (max > blocks) groups.push(max - blocks);
  return grouped(groups);
}

/** One pattern per way of grouping, chosen from the digits as they come (typed or pasted). */
const CARD_PATTERNS = [
  { mask: cardNumberPattern("378282246310005"), brands: ["amex"] },
  { mask: cardNumberPattern("36227206271667"), brands: ["diners"] },
  { mask: cardNumberPattern(""), brands: [] },
];

export const CARD_NUMBER_MASK: MaskOptions = {
  mask: CARD_PATTERNS.map(({ mask, brands }) => ({ mask, brands })),
  dispatch: (appended, dynamic) => {
    const brand = cardBrand(cardDigits(dynamic.value + appended));
    const index = CARD_PATTERNS.findIndex((p) => p.brands.includes(brand));
    return dynamic.compiledMasks[index === -1 ? CARD_PATTERNS.length - 1 : index];
  },
};

/** MM/YY, as printed on the card. */
export const EXPIRY_MASK: MaskOptions = { mask: "00/00" };

const CVC_MASKS: Record<number, MaskOptions> = { 3: { mask: "000" }, 4: { mask: "0000" } };
/** Three digits, four for Amex: the card number decides. */
export const cvcMask = (number: string): MaskOptions =>
  CVC_MASKS[cvcLength(number)] ?? { mask: "0000" };

/** US ZIP code: five digits, or ZIP+4. */
export const ZIP_MASK: MaskOptions = { mask: "00000[-0000]" };

/**
 * A US number as `(212) 555-0100`, however it is typed or pasted (`2125550100`,
 * `212-555-0100`); a number that starts with `+` keeps its country code, digits only (E.164).
 */
export const PHONE_MASK: MaskOptions = {
  mask: [{ mask: "(000) 000-0000" }, { mask: "+000000000000000" }],
  dispatch: (appended, dynamic) =>
    dynamic.compiledMasks[(dynamic.value + appended).trim().startsWith("+") ? 1 : 0],
};
