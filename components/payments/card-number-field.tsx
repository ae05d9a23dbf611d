"use client";

import { useLayoutEffect, useRef } from "react";
import {
  cardBrand,
  cardMaxLength,
  formatCardInput,
  type CardBrand,
} from "@/lib/payments/card-number";
import type { FieldA11y } from "@/components/content/form-field";

export const BRAND_LABELS: Record<CardBrand, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  diners: "Diners Club",
  jcb: "JCB",
  unknown: "",
};

/**
 * The card-number input with the spec-5 mask: the brand is read from the number as it is typed,
 * digits are grouped (4-4-4-4, Amex 4-6-5, Diners 4-6-4), and the caret stays after the digit the
 * shopper just typed even when a space is inserted before it.
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
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const brand = cardBrand(value);
  // Room for the digits and the spaces between the blocks.
  const maxLength = cardMaxLength(value) + 4;

  useLayoutEffect(() => {
    const input = ref.current;
    if (input && caret.current !== null && document.activeElement === input) {
      input.setSelectionRange(caret.current, caret.current);
    }
    caret.current = null;
  });

  return (
    <span className="card-number">
      <input
        {...a11y}
        ref={ref}
        type="text"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        maxLength={maxLength}
        value={value}
        disabled={disabled}
        data-testid="card-number"
        onChange={(event) => {
          const input = event.target;
          const next = formatCardInput(input.value, input.selectionStart ?? input.value.length);
          caret.current = next.caret;
          onChange(next.value);
        }}
      />
      <span className="card-number__brand" data-testid="card-brand" data-brand={brand}>
        {BRAND_LABELS[brand]}
      </span>
    </span>
  );
}
