/**
 * PayPal and the wallet provider speak decimal strings ("12.34"); we speak integer cents. These
 * two conversions are exact (string arithmetic, no floats), so a comparison never drifts.
 */

export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new Error(`Not a cent amount: ${cents}`);
  const whole = Math.floor(cents / 100);
  const fraction = String(cents % 100).padStart(2, "0");
  return `${whole}.${fraction}`;
}

/** "12.34", "12.3", "12" -> cents; anything else (negative, 3 decimals, "1e3") -> null. */
export function decimalToCents(value: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? "").padEnd(2, "0"));
  return whole * 100 + fraction;
}
