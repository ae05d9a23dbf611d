"use client";

import useSWR from "swr";
import { availabilityKey, fetchAvailability } from "@/lib/catalogue/availability-client";

function availabilityText(stock: number | null, madeToOrder: string): string {
  if (stock === null) return madeToOrder;
  if (stock <= 0) return "Sold out";
  if (stock === 1) return "Only 1 left";
  return "In stock";
}

/**
 * The page is prerendered with the stock of the last catalogue build; the live figure comes from
 * `GET /is-product-still-available/{id}` (spec 7, content.stock) as soon as the page loads.
 */
export function StockAvailability({
  productId,
  initialStock,
  madeToOrder,
}: {
  productId: string;
  initialStock: number | null;
  /** The made-to-order line as the page's claim words it (lib/delivery/claim.ts). */
  madeToOrder: string;
}) {
  const { data } = useSWR(availabilityKey(productId), () => fetchAvailability(productId), {
    revalidateOnFocus: true,
  });
  const stock = data ? data.stock : initialStock;
  const soldOut = stock !== null && stock <= 0;
  return (
    <p
      className={soldOut ? "availability availability--sold-out" : "availability"}
      data-testid="availability"
      data-sold-out={soldOut ? "true" : "false"}
      aria-live="polite"
    >
      {availabilityText(stock, madeToOrder)}
    </p>
  );
}
