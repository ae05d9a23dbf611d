"use client";

import "@/app/checkout.css";
import { useId, useState, type FormEvent } from "react";
import { FormField } from "@/components/content/form-field";
import { submitFailure } from "@/components/content/form-errors";
import { api, call } from "@/lib/http/api-client";
import {
  cardDigits,
  cardNumberValid,
  cvcLength,
  expiryPassed,
  parseExpiry,
} from "@/lib/payments/card-number";
import { CARD_NUMBER_MESSAGE, EXPIRY_PASSED_MESSAGE } from "@/lib/payments/schemas";
import type { OnToken } from "@/lib/payments/types";
import { CardNumberField } from "./card-number-field";
import { MaskedInput } from "@/components/forms/masked-input";
import { cvcMask, EXPIRY_MASK } from "@/lib/forms/masks";
import { FormFailure } from "@/components/content/form-failure";

type Fields = { number: string; expiry: string; cvc: string };
type Errors = Partial<Record<keyof Fields, string>>;

/** The same checks the server makes, so most mistakes show before a request. */
function check(fields: Fields): Errors {
  const errors: Errors = {};
  if (!cardNumberValid(fields.number)) errors.number = CARD_NUMBER_MESSAGE;
  const expiry = parseExpiry(fields.expiry);
  if (!expiry) errors.expiry = "Please enter the expiry date as MM/YY.";
  else if (expiryPassed(expiry.month, expiry.year)) errors.expiry = EXPIRY_PASSED_MESSAGE;
  if (cardDigits(fields.cvc).length !== cvcLength(fields.number)) {
    errors.cvc = "Please enter the card's security code.";
  }
  return errors;
}

/**
 * Card entry for the local (offline) provider: tokenizes the card with
 * POST /payments/local/card-tokens and hands the token to `onToken`. No money moves; the
 * outcome follows Stripe's test numbers (4242… succeeds, 4000 0000 0000 0002 declines).
 */
export function LocalCardForm({
  onToken,
  disabled = false,
  submitLabel = "Use this card",
}: {
  onToken: OnToken;
  disabled?: boolean;
  submitLabel?: string;
}) {
  const id = useId();
  const [fields, setFields] = useState<Fields>({ number: "", expiry: "", cvc: "" });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [accepted, setAccepted] = useState<string | null>(null);

  const set = (name: keyof Fields) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
    setAccepted(null);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const found = check(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const expiry = parseExpiry(fields.expiry);
    if (!expiry) return;
    setBusy(true);
    try {
      const body = {
        number: cardDigits(fields.number),
        exp_month: expiry.month,
        exp_year: expiry.year,
        cvc: cardDigits(fields.cvc),
      };
      const result = await call(() =>
        api.POST("/api/external/payments/local/card-tokens", { body }),
      );
      setAccepted(`Card ending ${result.last4} ready.`);
      onToken(result.token, "card");
    } catch (error) {
      const { message, fields: server } = submitFailure(error);
      const mapped: Errors = {
        number: server.number,
        expiry: server.exp_month ?? server.exp_year,
        cvc: server.cvc,
      };
      if (Object.values(mapped).some(Boolean)) setErrors(mapped);
      else setFailure(message);
    } finally {
      setBusy(false);
    }
  }

  const off = disabled || busy;
  return (
    <form className="payment-card" onSubmit={submit} noValidate data-testid="local-card-form">
      <p className="field__hint">
        Test payments: no card is charged. Use 4242 4242 4242 4242 with any future date and any CVC;
        4000 0000 0000 0002 is declined.
      </p>
      <FormField id={`${id}-number`} label="Card number" error={errors.number}>
        {(a11y) => (
          <CardNumberField
            a11y={a11y}
            value={fields.number}
            onChange={set("number")}
            disabled={off}
          />
        )}
      </FormField>
      <FormField id={`${id}-expiry`} label="Expiry (MM/YY)" error={errors.expiry}>
        {(a11y) => (
          <MaskedInput
            {...a11y}
            mask={EXPIRY_MASK}
            type="text"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={fields.expiry}
            disabled={off}
            data-testid="card-expiry"
            onValueChange={set("expiry")}
          />
        )}
      </FormField>
      <FormField id={`${id}-cvc`} label="Security code" error={errors.cvc}>
        {(a11y) => (
          <MaskedInput
            {...a11y}
            mask={cvcMask(fields.number)}
            type="text"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder={cvcLength(fields.number) === 4 ? "1234" : "123"}
            value={fields.cvc}
            disabled={off}
            data-testid="card-cvc"
            onValueChange={set("cvc")}
          />
        )}
      </FormField>
      <button type="submit" className="button button--primary" disabled={off}>
        {busy ? "Checking card…" : submitLabel}
      </button>
      <FormFailure message={failure} />
      <p className="payment-card__status" role="status" aria-live="polite">
        {accepted}
      </p>
    </form>
  );
}
