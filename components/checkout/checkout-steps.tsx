import "@/app/checkout.css";
const CHECKOUT_STEPS = ["Details", "Payment", "Review"] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number] | "Done";

/** Where the shopper is: Details → Payment → Review, the current step marked for screen readers. */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const at = current === "Done" ? CHECKOUT_STEPS.length : CHECKOUT_STEPS.indexOf(current);
  return (
    <nav aria-label="Checkout steps" className="checkout-steps">
      <ol data-testid="checkout-steps">
        {CHECKOUT_STEPS.map((step, i) => (
          <li
            key={step}
            className={i < at ? "is-done" : i === at ? "is-current" : undefined}
            aria-current={i === at ? "step" : undefined}
          >
            <span className="checkout-steps__number" aria-hidden="true">
              {i < at ? "✓" : i + 1}
            </span>
            {step}
            {i < at && <span className="cart-sr-only"> (done)</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
