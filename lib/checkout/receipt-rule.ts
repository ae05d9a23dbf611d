import { DomainError } from "../errors";

export const RECEIPT_MESSAGES = {
  format: "Please enter the receipt number as printed.",
  used: "This receipt number is already recorded for another order. Please check the receipt.",
} as const;

/** Letters, digits and dashes as the till prints them, with at least one digit (issue 23). */
const RECEIPT_PATTERN = /^(?=.*\d)[A-Z0-9-]{3,40}$/;

/**
 * The department store's receipt number as one canonical text: trimmed and upper-cased, so
 * "brw-2001" typed at the kiosk and "BRW-2001" on the till are the same receipt (and cannot
 * capture two orders); null when it cannot be a receipt number. The kiosk form shares it.
 */
export function parseReceiptNumber(raw: string): string | null {
  const receipt = raw.trim().toUpperCase();
  return RECEIPT_PATTERN.test(receipt) ? receipt : null;
}

/** The server's check: the canonical receipt number, or 422. */
export function checkReceiptNumber(raw: string): string {
  const receipt = parseReceiptNumber(raw);
  if (!receipt) throw DomainError.validation({ receipt_number: [RECEIPT_MESSAGES.format] });
  return receipt;
}
