"use client";

import type { ReactNode } from "react";
import useSWR from "swr";
import { datedPhrase } from "@/components/cart/delivery-note";
import { deliveryDateKey, fetchDeliveryDate } from "@/lib/delivery/client";

/**
 * "Made for you and delivered by Tue 15 Dec", asked of the server as the design changes (the
 * page itself stays prerendered). The line keeps its place and its last date while a new one is
 * on its way, so nothing below it moves.
 */
export function DeliveryLine({ productId, design }: { productId: string; design: string }) {
  const { data, error, isLoading } = useSWR(
    deliveryDateKey(productId, design),
    ([, id, value]) => fetchDeliveryDate(id, value),
    { keepPreviousData: true, revalidateOnFocus: false, dedupingInterval: 30_000 },
  );
  const date = data?.delivered_by;
  let text: ReactNode = "Made for you · finding your delivery date";
  if (date) text = datedPhrase(true, date.label);
  else if (error) text = "Made for you · delivery date in your bag";
  return (
    <p
      className={date ? "delivery-line" : "delivery-line delivery-line--pending"}
      data-testid="delivery-date"
      data-date={date?.date ?? ""}
      aria-live="polite"
      aria-busy={isLoading}
    >
      {text}
    </p>
  );
}
