/** The web checkout pages of spec 2, by their last path segment. */
export const WEB_CHECKOUT_PAGES = [
  "registration",
  "confirmation",
  "apple_pay_confirmation",
  "amazon_pay_confirmation",
  "confirmation_affirm",
  "thank_you",
] as const;
export type WebCheckoutPage = (typeof WEB_CHECKOUT_PAGES)[number];

/** The department-store pages of spec 2: registration variant, create invoice, invoice. */
export const KIOSK_CHECKOUT_PAGES = ["store-registration", "create-invoice", "invoice"] as const;

/**
 * Where a web checkout page leads at a kiosk: the kiosk invoices, so every payment page is the
 * create-invoice page and the thank-you page is the invoice (the order id goes along).
 */
export function kioskEquivalentOf(page: WebCheckoutPage, order?: string): string {
  switch (page) {
    case "registration":
      return "/checkout/store-registration";
    case "thank_you":
      return order ? `/checkout/invoice?${new URLSearchParams({ order })}` : "/checkout/invoice";
    default:
      return "/checkout/create-invoice";
  }
}
