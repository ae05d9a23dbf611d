"use client";

import { useEffect, type InputHTMLAttributes, type Ref } from "react";
import { useIMask } from "react-imask";
import type { MaskOptions } from "@/lib/forms/masks";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "defaultValue" | "onChange"> & {
  mask: MaskOptions;
  /** Controlled use: the masked value, and what to do with the next one. */
  value?: string;
  onValueChange?: (masked: string) => void;
  /** react-hook-form's `register(…)`: its change handler and ref (a plain prop in React 19). */
  onChange?: (event: { target: { name: string; value: string }; type: string }) => unknown;
  ref?: Ref<HTMLInputElement>;
};

/**
 * An input with a react-imask mask (spec 5): the library formats what is typed or pasted and
 * keeps the caret in place; the form sees the masked text. Works controlled (`value` and
 * `onValueChange`) or with react-hook-form's `register`.
 */
export function MaskedInput({ mask, value, onValueChange, onChange, ref, name, ...rest }: Props) {
  const masked = useIMask<HTMLInputElement>(mask, {
    onAccept: (accepted) => {
      const text = String(accepted);
      onValueChange?.(text);
      onChange?.({ target: { name: name ?? "", value: text }, type: "change" });
    },
  });
  const { setValue, value: shown } = masked;
  // A value set from outside (a reset, a prefill) goes through the mask too.
  useEffect(() => {
    if (value !== undefined && value !== shown) setValue(value);
  }, [value, shown, setValue]);
  return <input {...rest} name={name} ref={mergeRefs(masked.ref, ref)} />;
}

function mergeRefs(...refs: (Ref<HTMLInputElement> | undefined)[]) {
  return (element: HTMLInputElement | null) => {
    for (const ref of refs) {
      if (typeof ref === "function") ref(element);
      else if (ref) ref.current = element;
    }
  };
}
