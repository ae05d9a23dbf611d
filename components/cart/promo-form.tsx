"use client";

import Cookies from "js-cookie";
import { useId, useRef, useState } from "react";
import { submitFailure } from "@/components/content/form-errors";
import { FormField } from "@/components/content/form-field";
import { useSingleFlight } from "@/components/content/use-single-flight";
import type { CartView } from "@/lib/cart/present";
import { PROMO_CODE_MAX_LENGTH, readPromoCode } from "@/lib/promo/code-input";
import { PROMO_COOKIE } from "@/lib/promo/remembered";
import { checkPromoEligibility, setCartPromoCode } from "./cart-api";
import type { MutationResult } from "./use-cart-mutation";

type Run = (tag: string, change: () => Promise<CartView>) => Promise<MutationResult>;

/** The code on the cart, with the reason it does not apply right now (e.g. below the minimum). */
function AppliedPromo({ cart, run, busy }: { cart: CartView; run: Run; busy: boolean }) {
  const [failure, setFailure] = useState<string | null>(null);
  const promo = cart.promo_code;
  if (!promo) return null;
  const remove = async () => {
    setFailure(null);
    const result = await run("promo", () => setCartPromoCode(cart.id, null));
    if (result.status === "failed") setFailure(submitFailure(result.error).message);
  };
  return (
    <div className="promo-applied" data-testid="promo-applied">
      <p>
        Promo code <strong>{promo.code}</strong>
        {promo.applied ? " applied." : " is on your bag."}
      </p>
      {!promo.applied && promo.message && (
        <p className="promo-applied__note" data-testid="promo-message">
          {promo.message}
        </p>
      )}
      <button
        type="button"
        className="link-button"
        aria-label={`Remove promo code ${promo.code}`}
        disabled={busy}
        onClick={remove}
      >
        Remove
      </button>
      {failure && <p role="alert">{failure}</p>}
    </div>
  );
}

/**
 * Spec 5: eligibility is checked first (1 means eligible) and the reason shown under the field
 * otherwise; only then is the code put on the order. The code remembered from the home URL is
 * offered prefilled.
 */
export function PromoForm({ cart, run, busy }: { cart: CartView; run: Run; busy: boolean }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // Rendered only in the browser (after the cart has loaded), so the cookie can be read here.
  const [value, setValue] = useState(() => Cookies.get(PROMO_COOKIE) ?? "");
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const refuse = (message: string) => {
    setError(message);
    input.current?.focus();
  };

  const apply = async () => {
    const read = readPromoCode(value);
    if ("error" in read) return refuse(read.error);
    const { code } = read;
    setError(null);
    setSubmitting(true);
    try {
      try {
        const eligibility = await checkPromoEligibility(cart.id, code);
        if (!eligibility.eligible) return refuse(eligibility.message);
      } catch (failure) {
        return refuse(submitFailure(failure).message);
      }
      const result = await run("promo", () => setCartPromoCode(cart.id, code));
      if (result.status === "failed") {
        const { message, fields } = submitFailure(result.error);
        refuse(fields.code ?? message);
      } else if (result.status === "done") {
        if (Cookies.get(PROMO_COOKIE)?.toUpperCase() === code) {
          Cookies.remove(PROMO_COOKIE, { path: "/" });
        }
        setValue("");
      }
    } finally {
      setSubmitting(false);
    }
  };
  const onSubmit = useSingleFlight(apply);

  if (cart.promo_code) return <AppliedPromo cart={cart} run={run} busy={busy} />;
  return (
    <form
      className="promo-form cart-form"
      onSubmit={onSubmit}
      noValidate
      aria-label="Apply a promo code"
      data-testid="promo-form"
    >
      <FormField id={`${id}-code`} label="Promo code" error={error ?? undefined}>
        {(a11y) => (
          <input
            {...a11y}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={PROMO_CODE_MAX_LENGTH}
            name="code"
            ref={input}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
      </FormField>
      <button type="submit" className="button" disabled={busy || submitting}>
        {submitting ? "Checking…" : "Apply"}
      </button>
    </form>
  );
}
