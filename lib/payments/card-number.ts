/**
 * Card-number rules shared by the card form (mask, brand icon) and the local card-token endpoint
 * (validation). Pure: no server-only imports.
 */

export type CardBrand = "visa" | "mastercard" | "amex" | "discover" | "diners" | "jcb" | "unknown";

type BrandRule = {
  brand: Exclude<CardBrand, "unknown">;
  /** Matches a prefix of the digits, so the brand shows while the shopper is still typing. */
  pattern: RegExp;
  /** Block sizes for display. */
  groups: number[];
  lengths: number[];
  cvcLength: number;
};

// Order matters: the first rule whose prefix matches wins.
const RULES: BrandRule[] = [
  { brand: "amex", pattern: /^3[47]/, groups: [4, 6, 5], lengths: [15], cvcLength: 4 },
  // Diners 36 numbers are 14 digits (4-6-4); 30x/38/39 run to 16 on the Discover network.
  { brand: "diners", pattern: /^36/, groups: [4, 6, 4], lengths: [14], cvcLength: 3 },
  {
    brand: "diners",
    pattern: /^3(0[0-5]|09|8|9)/,
    groups: [4, 4, 4, 4],
    lengths: [14, 16, 19],
    cvcLength: 3,
  },
  { brand: "jcb", pattern: /^35(2[89]|[3-8])/, groups: [4, 4, 4, 4], lengths: [16], cvcLength: 3 },
  {
    brand: "discover",
    pattern: /^(6011|65|64[4-9]|622)/,
    groups: [4, 4, 4, 4],
    lengths: [16, 19],
    cvcLength: 3,
  },
  {
    brand: "mastercard",
    pattern: /^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/,
    groups: [4, 4, 4, 4],
    lengths: [16],
    cvcLength: 3,
  },
  { brand: "visa", pattern: /^4/, groups: [4, 4, 4, 4], lengths: [13, 16, 19], cvcLength: 3 },
];

const DEFAULT_GROUPS = [4, 4, 4, 4];
/** Longest number any brand uses (Visa 19). */
const MAX_CARD_DIGITS = 19;

export const cardDigits = (value: string): string => value.replace(/\D/g, "");

export function cardBrand(number: string): CardBrand {
  const digits = cardDigits(number);
  return RULES.find((rule) => rule.pattern.test(digits))?.brand ?? "unknown";
}

const ruleFor = (number: string) => {
  const digits = cardDigits(number);
  return RULES.find((rule) => rule.pattern.test(digits));
};

/** Display blocks: 4-4-4-4 for most, 4-6-5 for Amex, 4-6-4 for Diners. */
export function cardGroups(number: string): number[] {
  return ruleFor(number)?.groups ?? DEFAULT_GROUPS;
}

export function cardMaxLength(number: string): number {
  const rule = ruleFor(number);
  return rule ? Math.max(...rule.lengths) : MAX_CARD_DIGITS;
}

export function cvcLength(number: string): number {
  return ruleFor(number)?.cvcLength ?? 3;
}

/** The Luhn checksum every card number carries in its last digit. */
export function luhnValid(number: string): boolean {
  const digits = cardDigits(number);
  if (digits.length < 12 || digits.length > MAX_CARD_DIGITS) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A number the form may submit: Luhn-valid and a length its brand uses. */
export function cardNumberValid(number: string): boolean {
  const digits = cardDigits(number);
  if (!luhnValid(digits)) return false;
  const rule = ruleFor(digits);
  return rule ? rule.lengths.includes(digits.length) : true;
}

/** `MM/YY` -> month and four-digit year, or null when it does not read as a date. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const yearText = match[2] ?? "";
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card is valid through the last day of its expiry month. */
export function expiryPassed(month: number, year: number, now: Date = new Date()): boolean {
  const currentYear = now.getUTCFullYear();
  const currentMonth = now.getUTCMonth() + 1;
  return year < currentYear || (year === currentYear && month < currentMonth);
}
