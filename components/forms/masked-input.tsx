"use client";

import { useEffect, useRef, useState, type InputHTMLAttributes, type Ref } from "react";
import type { InputMask } from "imask";
import type { MaskOptions } from "@/lib/forms/masks";
import { withChunkTimeout } from "@/lib/shell/chunk-load";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "defaultValue" | "onChange"> & {
  mask: MaskOptions;
  /** Controlled use: the masked value, and what to do with the next one. */
  value?: string;
  onValueChange?: (masked: string) => void;
  /** react-hook-form's `register(…)`: its change handler and ref (a plain prop in React 19). */
  onChange?: (event: { target: { name: string; value: string }; type: string }) => unknown;
  ref?: Ref<HTMLInputElement>;
};

/** The mask library, fetched once for every masked input of the page. */
let library: Promise<typeof import("imask")> | undefined;
const loadLibrary = () =>
  (library ??= withChunkTimeout(() => import("imask")).catch((error: unknown) => {
    library = undefined;
    throw error;
  }));

/**
 * An input with an imask mask (spec 5): the library formats what is typed or pasted and keeps
 * the caret in place; the form sees the masked text. Works controlled (`value` and
 * `onValueChange`) or with react-hook-form's `register`.
 *
 * The library (18 kB gz) loads when the shopper first focuses the field, not with the page
 * (issue 36): until then the input is a plain one whose changes reach the form as they are, and
 * the mask, once attached, formats what is already in it.
 */
export function MaskedInput({
  mask,
  value,
  onValueChange,
  onChange,
  ref,
  name,
  onFocus,
  ...rest
}: Props) {
  const input = useRef<HTMLInputElement | null>(null);
  const masked = useRef<InputMask<MaskOptions> | null>(null);
  const [wanted, setWanted] = useState(false);
  // The latest handlers, for the mask's listener (attached once per mount).
  const report = useRef((_text: string) => {});
  useEffect(() => {
    report.current = (text: string) => {
      onValueChange?.(text);
      onChange?.({ target: { name: name ?? "", value: text }, type: "change" });
    };
  });

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    let attached: InputMask<MaskOptions> | null = null;
    loadLibrary().then(
      ({ default: IMask }) => {
        const element = input.current;
        if (!live || !element) return;
        const before = element.value;
        attached = IMask(element, mask);
        masked.current = attached;
        const instance = attached;
        instance.on("accept", () => report.current(instance.value));
        if (instance.value !== before) report.current(instance.value);
      },
      // Offline or a failed chunk: the field stays a plain input, the server still validates.
      () => undefined,
    );
    return () => {
      live = false;
      attached?.destroy();
      masked.current = null;
    };
  }, [wanted, mask]);

  // A value set from outside (a reset, a prefill) goes through the mask once it is there.
  useEffect(() => {
    if (value === undefined) return;
    const instance = masked.current;
    if (instance) {
      if (instance.value === value) return;
      instance.value = value;
      if (instance.value !== value) report.current(instance.value);
    } else if (input.current && input.current.value !== value) {
      input.current.value = value;
    }
  }, [value]);

  return (
    <input
      {...rest}
      name={name}
      ref={mergeRefs(input, ref)}
      onFocus={(event) => {
        setWanted(true);
        onFocus?.(event);
      }}
      // Before the mask is attached, a change reaches the form unformatted (and asks for the
      // mask: a browser's autofill fills without focusing); after, the mask's accept event
      // reports it (formatted) instead.
      onChange={(event) => {
        if (masked.current) return;
        report.current(event.target.value);
        setWanted(true);
      }}
    />
  );
}

function mergeRefs(...refs: (Ref<HTMLInputElement> | undefined)[]) {
  return (element: HTMLInputElement | null) => {
    for (const ref of refs) {
      if (typeof ref === "function") ref(element);
      else if (ref) ref.current = element;
    }
  };
}
