"use client";

import "@/app/checkout.css";
import { useId, useState, type FormEvent } from "react";
import { submitFailure } from "@/components/content/form-errors";
import { useSingleFlight } from "@/components/content/use-single-flight";
import { PinPrompt, pinRequest } from "@/components/kiosk/pin-prompt";
import { parseReceiptNumber, RECEIPT_MESSAGES } from "@/lib/checkout/receipt-rule";
import { api, call } from "@/lib/http/api-client";

type Props = {
  orderId: string;
  initial: string;
  /** The associate who served the order: they confirm the receipt with their PIN. */
  associate: string;
};

/**
 * The partner's till receipt number for an invoiced order (spec 7). Recording it marks the
 * invoice paid, so the associate's PIN confirms each entry (issue 23): when the server asks for
 * it, the PIN prompt appears and the receipt is sent again once it is accepted.
 */
export function ReceiptForm({ orderId, initial, associate }: Props) {
  const id = useId();
  const [value, setValue] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [ask, setAsk] = useState<{ message: string; receipt: string } | null>(null);

  const send = async (receipt: string) => {
    try {
      const order = await call(() =>
        api.POST("/api/external/submit-receipt/{orderId}/{receiptNumber}", {
          params: { path: { orderId, receiptNumber: receipt } },
        }),
      );
      setSaved(order.cart.receipt_number ?? receipt);
      setValue(order.cart.receipt_number ?? receipt);
    } catch (failure) {
      const message = pinRequest(failure);
      if (message) setAsk({ message, receipt });
      else setError(submitFailure(failure).message);
    }
  };
  const submit = useSingleFlight(async (_event: FormEvent<HTMLFormElement>) => {
    const receipt = parseReceiptNumber(value);
    setAsk(null);
    if (!receipt) {
      setError(RECEIPT_MESSAGES.format);
      return;
    }
    setError(null);
    await send(receipt);
  });
  return (
    <>
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
            autoCapitalize="characters"
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
      {ask && (
        <PinPrompt
          orderId={orderId}
          message={ask.message}
          userName={associate}
          onCancel={() => setAsk(null)}
          onConfirmed={() => {
            setAsk(null);
            return send(ask.receipt);
          }}
        />
      )}
    </>
  );
}
