"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { submitFailure } from "@/components/content/form-errors";
import { FormField } from "@/components/content/form-field";
import type { MutationResult } from "@/components/cart/use-cart-mutation";
import {
  ADJUSTMENT_REASONS,
  adjustmentFormSchema,
  adjustmentPayload,
  type AdjustmentFormValues,
} from "@/lib/associates/adjustment-form";
import type { CartView } from "@/lib/cart/present";
import { api, call } from "@/lib/http/api-client";
import { formatPrice } from "@/lib/money";
import { PinPrompt, pinRequest } from "./pin-prompt";

type Run = (tag: string, change: () => Promise<CartView>) => Promise<MutationResult>;
type Payload = ReturnType<typeof adjustmentPayload>;
/** A refused action waiting for the associate's PIN, and how to run it again. */
type Pending = { message: string; retry: () => Promise<void> };

/**
 * Department-store kiosks (section "add-adjustment"): the associate signed in to the bag gives
 * a discount with a reason and sees it in the totals; the server keeps it within the store's
 * limit and records who gave it.
 */
export function AdjustmentsPanel({ cart, run, busy }: { cart: CartView; run: Run; busy: boolean }) {
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useForm<AdjustmentFormValues>({
    resolver: zodResolver(adjustmentFormSchema),
    defaultValues: { reason: "goodwill", note: "", amount: "" },
  });
  const reason = useWatch({ control, name: "reason" });

  if (!cart.sales_associate) {
    return (
      <section className="cart-adjustments" aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`}>Adjustments</h3>
        <p className="cart-adjustments__note">
          A sales associate can give a goodwill or price-match adjustment once signed in to this
          bag. <Link href="/checkout/store-registration">Associate sign-in</Link>
        </p>
      </section>
    );
  }

  // Each adjustment needs the associate's PIN (issue 23): a refusal asks for it, then retries.
  const send = async (payload: Payload): Promise<void> => {
    setFailure(null);
    const result = await run("adjustment", () =>
      call(() =>
        api.POST("/api/external/order-adjustments", { body: { order_id: cart.id, ...payload } }),
      ),
    );
    if (result.status === "done") reset({ reason: "goodwill", note: "", amount: "" });
    if (result.status !== "failed") return;
    const ask = pinRequest(result.error);
    if (ask) return setPending({ message: ask, retry: () => send(payload) });
    const { message, fields } = submitFailure(result.error);
    if (fields.amount) setError("amount", { message: fields.amount });
    else setFailure(message);
  };
  const add = handleSubmit((values) => send(adjustmentPayload(adjustmentFormSchema.parse(values))));
  const remove = async (adjustmentId: string): Promise<void> => {
    setFailure(null);
    const result = await run(`adjustment:${adjustmentId}`, () =>
      call(() =>
        api.DELETE("/api/external/order-adjustments/{id}", {
          params: { path: { id: adjustmentId } },
        }),
      ),
    );
    if (result.status !== "failed") return;
    const ask = pinRequest(result.error);
    if (ask) return setPending({ message: ask, retry: () => remove(adjustmentId) });
    setFailure(submitFailure(result.error).message);
  };

  return (
    <section className="cart-adjustments" aria-labelledby={`${id}-title`} data-testid="adjustments">
      <h3 id={`${id}-title`}>Adjustments</h3>
      {cart.adjustments.length > 0 && (
        <ul className="cart-adjustments__list">
          {cart.adjustments.map((adjustment) => (
            <li key={adjustment.id} data-testid="adjustment">
              <span>{adjustment.label}</span>
              <span>
                {adjustment.amount < 0 ? "−" : ""}
                {formatPrice(Math.abs(adjustment.amount))}
              </span>
              <button
                type="button"
                className="link-button"
                aria-label={`Remove adjustment ${adjustment.label}`}
                disabled={busy}
                onClick={() => void remove(adjustment.id)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} noValidate className="adjustment-form" aria-label="Add an adjustment">
        <FormField id={`${id}-reason`} label="Reason" error={errors.reason?.message}>
          {(a) => (
            <select {...a} {...register("reason")}>
              {Object.entries(ADJUSTMENT_REASONS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {reason === "other" && (
          <FormField id={`${id}-note`} label="What for" error={errors.note?.message}>
            {(a) => <input {...a} maxLength={60} {...register("note")} />}
          </FormField>
        )}
        <FormField
          id={`${id}-amount`}
          label="Discount ($)"
          hint="At most 30% of the items in the bag."
          error={errors.amount?.message}
        >
          {(a) => <input {...a} inputMode="decimal" autoComplete="off" {...register("amount")} />}
        </FormField>
        <button type="submit" className="button" disabled={busy}>
          Add adjustment
        </button>
        {failure && <p role="alert">{failure}</p>}
      </form>
      {pending && (
        <PinPrompt
          orderId={cart.id}
          message={pending.message}
          userName={cart.sales_associate.user_name}
          onCancel={() => setPending(null)}
          onConfirmed={() => {
            setPending(null);
            return pending.retry();
          }}
        />
      )}
    </section>
  );
}
