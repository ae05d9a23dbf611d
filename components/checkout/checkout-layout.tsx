import "@/app/account.css";
import "@/app/checkout.css";
import type { ReactNode } from "react";
import { brand } from "@/lib/brand";
import { CheckoutSteps, type CheckoutStep } from "./checkout-steps";

/**
 * Every checkout page: the steps, the title, the page's own part, and the order summary beside
 * it (sticky on wide screens, after the form on a phone).
 */
export function CheckoutLayout({
  title,
  step,
  lede,
  summary,
  children,
  variant,
}: {
  title: ReactNode;
  step: CheckoutStep | null;
  lede?: ReactNode;
  summary: ReactNode;
  children: ReactNode;
  variant?: "thanks" | "invoice";
}) {
  return (
    <div className={`section checkout${variant ? ` checkout--${variant}` : ""}`}>
      {variant && (
        <p className="checkout__print-brand" aria-hidden="true">
          {brand.name}
        </p>
      )}
      {step && <CheckoutSteps current={step} />}
      <h1 className="checkout__title">{title}</h1>
      {lede}
      <div className="checkout__columns">
        <div className="checkout__main">{children}</div>
        <aside
          className="checkout__summary"
          data-testid="checkout-summary"
          aria-label="Order summary"
        >
          {summary}
        </aside>
      </div>
    </div>
  );
}
