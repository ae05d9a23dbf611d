"use client";

import { useRef, useState } from "react";
import type { KeyedMutator } from "swr";
import { announceCartChange } from "@/lib/cart/events";
import type { CartView } from "@/lib/cart/present";
import { HttpError } from "@/lib/http/client";

/** `skipped`: another change was still on its way, so this one was not sent. */
export type MutationResult =
  { status: "done"; cart: CartView } | { status: "failed"; error: unknown } | { status: "skipped" };

/**
 * Runs one change to the cart at a time. Every cart call answers with the whole cart, so the
 * answer replaces the cached one without another request; one at a time, because two answers
 * arriving out of order would otherwise leave the older cart on screen. A 404 means the cart or
 * the line is gone (another tab, checkout), so the cart is read again.
 */
export function useCartMutation(mutate: KeyedMutator<CartView>) {
  const busy = useRef(false);
  const [pending, setPending] = useState<string | null>(null);

  const run = async (tag: string, change: () => Promise<CartView>): Promise<MutationResult> => {
    if (busy.current) return { status: "skipped" };
    busy.current = true;
    setPending(tag);
    try {
      const cart = await change();
      await mutate(cart, { revalidate: false });
      announceCartChange();
      return { status: "done", cart };
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) void mutate();
      return { status: "failed", error };
    } finally {
      busy.current = false;
      setPending(null);
    }
  };

  return { run, pending };
}
