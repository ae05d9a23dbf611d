"use client";

import { FormSubmit } from "@/components/content/form-submit";
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { submitFailure } from "@/components/content/form-errors";
import { FormField } from "@/components/content/form-field";
import { useSingleFlight } from "@/components/content/use-single-flight";
import { useRetailStore } from "@/components/layout/retail-store-provider";
import { addItemToCart } from "@/lib/cart/client";
import { GIFT_CARD_DELIVERY_SURCHARGE } from "@/lib/gift-cards";
import { api, call } from "@/lib/http/api-client";
import { formatPrice } from "@/lib/money";
import { track } from "@/lib/tracking/track";
import { GiftCardAddress } from "./gift-card-address";
import { GiftCardChoice } from "./gift-card-choice";
import {
  formFieldFor,
  type GiftCardFormValues,
  type GiftCardOption,
  type GiftCardPayload,
  giftCardFormSchema,
  giftCardPrice,
} from "./gift-card-schema";

const MESSAGE_MAX = 300;

const emptyValues = (option: GiftCardOption | undefined): GiftCardFormValues => ({
  delivery: option?.delivery ?? "email",
  amount: String(option?.amounts[0] ?? ""),
  recipient_name: "",
  recipient_email: "",
  sender_name: "",
  message: "",
  address: { line1: "", line2: "", city: "", state: "", postal_code: "" },
});

/**
 * Buys a gift card: POST /gift-codes creates it (the server prices it), then it goes in the bag.
 * The price shown is the amount plus the postal surcharge, for display only.
 */
export function GiftCardForm({ options }: { options: GiftCardOption[] }) {
  const id = useId();
  const { store } = useRetailStore();
  const [added, setAdded] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<GiftCardFormValues, unknown, GiftCardPayload>({
    resolver: zodResolver(giftCardFormSchema),
    defaultValues: emptyValues(options[0]),
  });

  const delivery = useWatch({ control, name: "delivery" });
  const option = options.find((o) => o.delivery === delivery) ?? options[0];
  const amount = Number(useWatch({ control, name: "amount" })) || 0;

  const chooseDelivery = (next: GiftCardOption) => {
    setValue("delivery", next.delivery);
    // Each card has its own amounts; keep the chosen one when the other card offers it too.
    if (!next.amounts.includes(amount)) setValue("amount", String(next.amounts[0] ?? ""));
  };

  const send = handleSubmit(async (payload) => {
    setFailure(null);
    setAdded(null);
    try {
      const created = await call(() => api.POST("/api/external/gift-codes", { body: payload }));
      await addItemToCart("gift_code", created.id);
      const label = `${formatPrice(payload.amount)} ${option?.label ?? "gift card"}`;
      setAdded(label);
      void track("Added to Cart", {
        productName: option?.label,
        productId: option?.id,
        priceCents: created.price,
        quantity: 1,
        retailer: store.retailer.name,
        retailerStore: store.name,
      });
      reset(emptyValues(option));
    } catch (error) {
      const { message, fields } = submitFailure(error);
      const shown = Object.entries(fields).flatMap(([field, text]) => {
        const input = formFieldFor(field);
        return input ? [{ input, text }] : [];
      });
      shown.forEach(({ input, text }, i) =>
        setError(input, { message: text }, { shouldFocus: i === 0 }),
      );
      setFailure(shown.length > 0 ? "Please check the fields marked below." : message);
    }
  });
  const onSubmit = useSingleFlight(send);

  if (!option) return null;
  const posted = delivery === "post";
  return (
    <div className="content-form gift-card-form">
      <h2 id={`${id}-title`}>Send a gift card</h2>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-labelledby={`${id}-title`}
        data-testid="gift-card-form"
      >
        <GiftCardChoice
          name={`${id}-delivery`}
          options={options}
          delivery={delivery}
          onChoose={chooseDelivery}
        />
        <FormField id={`${id}-amount`} label="Amount" error={errors.amount?.message}>
          {(a11y) => (
            <select {...a11y} {...register("amount")}>
              {option.amounts.map((cents) => (
                <option key={cents} value={String(cents)}>
                  {formatPrice(cents)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-to`} label="Recipient's name" error={errors.recipient_name?.message}>
          {(a11y) => (
            <input
              {...a11y}
              type="text"
              autoComplete="off"
              maxLength={80}
              {...register("recipient_name")}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-email`}
          label="Recipient's e-mail address"
          optional={posted}
          hint={posted ? undefined : "We e-mail the card with your message."}
          error={errors.recipient_email?.message}
        >
          {(a11y) => (
            <input {...a11y} type="email" autoComplete="off" {...register("recipient_email")} />
          )}
        </FormField>
        <FormField id={`${id}-from`} label="Your name" optional error={errors.sender_name?.message}>
          {(a11y) => (
            <input
              {...a11y}
              type="text"
              autoComplete="name"
              maxLength={80}
              {...register("sender_name")}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-message`}
          label="Message"
          optional
          hint={`Up to ${MESSAGE_MAX} characters.`}
          error={errors.message?.message}
        >
          {(a11y) => (
            <textarea {...a11y} rows={4} maxLength={MESSAGE_MAX} {...register("message")} />
          )}
        </FormField>
        {posted && <GiftCardAddress id={id} register={register} errors={errors.address} />}
        <p className="gift-card-form__price" data-testid="gift-card-price" aria-live="polite">
          {formatPrice(giftCardPrice(amount, delivery))}
          {posted && (
            <span className="gift-card-form__surcharge">
              {" "}
              (includes +{formatPrice(GIFT_CARD_DELIVERY_SURCHARGE)} delivery)
            </span>
          )}
        </p>
        <FormSubmit label="Add to bag" busyLabel="Adding…" busy={isSubmitting} failure={failure} />
      </form>
      <div className="content-form__status" role="status" aria-live="polite">
        {added && (
          <p className="content-form__success" data-testid="gift-card-added">
            Added to your bag: {added}. <Link href="/cart">View your bag</Link>
          </p>
        )}
      </div>
    </div>
  );
}
