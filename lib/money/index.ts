const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** The one price formatter: integer cents to `$1,234.50` (spec 9: divided by 100, 2 decimals). */
export function formatPrice(cents: number): string {
  return usd.format(cents / 100);
}
