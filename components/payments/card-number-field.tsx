"use client";

import "@/app/checkout.css";
import { MaskedInput } from "@/components/forms/masked-input";
import { CARD_NUMBER_MASK } from "@/lib/forms/masks";
import { cardBrand, type CardBrand } from "@/lib/payments/card-number";
import type { FieldA11y } from "@/components/content/form-field";

const BRAND_LABELS: Record<CardBrand, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  diners: "Diners Club",
  jcb: "JCB",
  unknown: "",
};

/**
 * The card-number input with the spec-5 mask (@react-input/mask, `lib/forms/masks.ts`): the brand
 * is read from the digits as they come and the blocks follow it (4-4-4-4, Amex 4-6-5, Diners
 * 4-6-4); the library keeps the caret after the digit just typed or deleted.
 */
export function CardNumberField({
  a11y,
  value,
  onChange,
  disabled,
}: {
  a11y: FieldA11y;
  value: string;
  onChange: (formatted: string) => void;
  disabled?: boolean;
}) {
  const brand = cardBrand(value);
  return (
    <span className="card-number">
      <MaskedInput
        {...a11y}
        mask={CARD_NUMBER_MASK}
        type="text"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={value}
        disabled={disabled}
        data-testid="card-number"
        onValueChange={onChange}
      />
      <span className="card-number__brand" data-testid="card-brand" data-brand={brand}>
        {BRAND_LABELS[brand]}
      </span>
    </span>
  );
}
