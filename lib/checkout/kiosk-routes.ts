/** The web checkout pages of spec 2, by their last path segment. */
export type WebCheckoutPage =
  | "registration"
  | "confirmation"
  | "apple_pay_confirmation"
  | "amazon_pay_confirmation"
  | "confirmation_affirm"
  | "thank_you";

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
