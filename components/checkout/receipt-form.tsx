"use client";

import { useId, useState, type FormEvent } from "react";
import { submitFailure } from "@/components/content/form-errors";
import { useSingleFlight } from "@/components/content/use-single-flight";
import { api, call } from "@/lib/http/api-client";

const RECEIPT = /^[A-Za-z0-9-]{3,40}$/;

/** The partner's till receipt number for an invoiced order (spec 7). */
export function ReceiptForm({ orderId, initial }: { orderId: string; initial: string }) {
  const id = useId();
  const [value, setValue] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = useSingleFlight(async (_event: FormEvent<HTMLFormElement>) => {
    const receipt = value.trim();
    if (!RECEIPT.test(receipt)) {
      setError("Please enter the receipt number as printed.");
      return;
    }
    setError(null);
    try {
      await call(() =>
        api.POST("/api/external/submit-receipt/{orderId}/{receiptNumber}", {
          params: { path: { orderId, receiptNumber: receipt } },
        }),
      );
      setSaved(receipt);
    } catch (failure) {
      setError(submitFailure(failure).message);
    }
  });
  return (
    <form
      className="checkout-form receipt-form"
      onSubmit={submit}
      noValidate
      data-testid="receipt-form"
    >
      <div className="field">
        <label htmlFor={`${id}-receipt`}>Till receipt number</label>
        <input
          id={`${id}-receipt`}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <p id={`${id}-error`} className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="button button--primary">
        Save receipt number
      </button>
      <p role="status">{saved && `Receipt ${saved} recorded.`}</p>
    </form>
  );
}
