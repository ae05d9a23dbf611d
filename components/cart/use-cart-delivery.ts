"use client";

import useSWR from "swr";
import type { CartView } from "@/lib/cart/present";
import { cartDeliveryKey, fetchCartDeliveryDates } from "@/lib/delivery/client";
import { cartHasDeliveries, deliveryVersion } from "./cart-lines";
import { useServedWithPage } from "./use-served-with-page";

/**
 * The bag's promised dates, asked of the server (the /cart page without a cart is prerendered;
 * the dates move with the atelier's queue), or handed over by the page's server render. The last
 * dates stay while a changed bag asks again.
 */
export function useCartDelivery(cart: CartView) {
  const key = cartHasDeliveries(cart) ? cartDeliveryKey(cart.id, deliveryVersion(cart)) : null;
  const served = useServedWithPage(key);
  const { data, error } = useSWR(key, ([, id]) => fetchCartDeliveryDates(id), {
    keepPreviousData: true,
    revalidateOnFocus: false,
    ...(served ? { revalidateOnMount: false } : {}),
  });
  const failed = Boolean(error) && !data;
  return {
    /** undefined while loading, null when there is none (or it could not be had). */
    lineLabel: (lineId: string): string | null | undefined => {
      if (failed) return null;
      if (!data) return undefined;
      const line = data.lines.find((entry) => entry.id === lineId);
      // A line added since the dates were read waits for the next answer.
      return line ? (line.delivered_by?.label ?? null) : undefined;
    },
    orderLabel: failed ? null : data ? (data.delivered_by?.label ?? null) : undefined,
  };
}
