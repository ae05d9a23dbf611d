"use client";

import "@/app/checkout.css";
import { useId, useRef, useState } from "react";
import { trackSave } from "./pending-saves";
import { FormField } from "@/components/content/form-field";
import { submitFailure } from "@/components/content/form-errors";
import type { CartView } from "@/lib/cart/present";
import { REFERRAL_SOURCES } from "@/lib/checkout/referral";
import { api, call } from "@/lib/http/api-client";

type Field = "stylist" | "client_note" | "referral_source" | "referrer_email";
type Props = {
  cartId: string;
  cart: CartView["cart"];
  /** The store's matrix (spec 6): stylist inputs, referrer inputs. */
  stylist: boolean;
  referrer: boolean;
};

/**
 * The stylist channel's stylist and client note, and "How did you hear about us" with an
 * optional referrer. Each answer is saved when its field is left (or chosen), and checked by the
 * server: an unknown stylist is said next to the field, and the order is not placed without one.
 */
const REFERRAL_SETTLE_MS = 600;

export function ChannelFields({ cartId, cart, stylist, referrer }: Props) {
  const id = useId();
  const initial: Record<Field, string> = {
    stylist: cart.stylist?.name ?? "",
    client_note: cart.client_note ?? "",
    referral_source: cart.referral_source ?? "",
    referrer_email: cart.referrer_email ?? "",
  };
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<string | null>(null);
  const [stylistName, setStylistName] = useState(cart.stylist?.name ?? null);
  const referralTimer = useRef<number | undefined>(undefined);

  const save = (field: Field, value = values[field]) => trackSave(saveNow(field, value));
  const saveNow = async (field: Field, value: string) => {
    if (value === saved[field]) return;
    try {
      const view = await call(() =>
        api.PUT("/api/external/orders/{id}", {
          params: { path: { id: cartId } },
          body: { [field]: value || null },
        }),
      );
      setSaved((s) => ({ ...s, [field]: value }));
      setErrors((e) => ({ ...e, [field]: undefined }));
      if (field === "stylist") {
        setStylistName(view.cart.stylist?.name ?? null);
        setStatus(view.cart.stylist ? `Your stylist: ${view.cart.stylist.name}.` : null);
      } else {
        setStatus("Saved.");
      }
    } catch (error) {
      const { message, fields } = submitFailure(error);
      setErrors((e) => ({ ...e, [field]: fields[field] ?? message }));
      setStatus(null);
    }
  };
  const bind = (field: Field) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [field]: event.target.value })),
    onBlur: () => void save(field),
  });
  const fieldId = (field: Field) => `${id}-${field}`;

  return (
    <section
      className="checkout__channel checkout-form"
      aria-labelledby={`${id}-heading`}
      data-testid="channel-fields"
    >
      <h2 id={`${id}-heading`}>{stylist ? "Your stylist" : "One last thing"}</h2>
      {stylist && (
        <>
          <FormField
            id={fieldId("stylist")}
            label="Stylist"
            hint={stylistName ? `Styled by ${stylistName}.` : "Their name or code, e.g. CLAURENT."}
            error={errors.stylist}
          >
            {(a) => (
              <input {...a} {...bind("stylist")} autoComplete="off" maxLength={80} required />
            )}
          </FormField>
          <FormField
            id={fieldId("client_note")}
            label="Note about the client"
            optional
            error={errors.client_note}
          >
            {(a) => <textarea {...a} {...bind("client_note")} rows={3} maxLength={1000} />}
          </FormField>
        </>
      )}
      {referrer && (
        <>
          <FormField
            id={fieldId("referral_source")}
            label="How did you hear about us?"
            optional
            error={errors.referral_source}
          >
            {(a) => (
              <select
                {...a}
                value={values.referral_source}
                // Saved once the choice settles (or the list is left), not on every arrow key
                // through the options.
                onChange={(event) => {
                  const value = event.target.value;
                  setValues((v) => ({ ...v, referral_source: value }));
                  window.clearTimeout(referralTimer.current);
                  referralTimer.current = window.setTimeout(
                    () => void save("referral_source", value),
                    REFERRAL_SETTLE_MS,
                  );
                }}
                onBlur={(event) => {
                  window.clearTimeout(referralTimer.current);
                  void save("referral_source", event.target.value);
                }}
              >
                <option value="">Choose one</option>
                {REFERRAL_SOURCES.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            id={fieldId("referrer_email")}
            label="Referred by someone? Their e-mail"
            optional
            error={errors.referrer_email}
          >
            {(a) => (
              <input
                {...a}
                {...bind("referrer_email")}
                type="email"
                autoComplete="off"
                maxLength={254}
              />
            )}
          </FormField>
        </>
      )}
      <p role="status" className="field__hint">
        {status}
      </p>
    </section>
  );
}
