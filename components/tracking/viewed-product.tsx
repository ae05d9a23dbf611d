"use client";

import { useEffect } from "react";
import { useRetailStore } from "@/components/layout/retail-store-provider";
import { track } from "@/lib/tracking/track";
import type { ViewedProduct } from "@/lib/tracking/viewed-product";

/**
 * Spec 7: "Viewed Product" once per product page shown (production only; track() decides).
 * Renders nothing; the page stays a server component around it.
 */
export function TrackViewedProduct({
  productId,
  productName,
  sku,
  priceCents,
  imagePath,
}: ViewedProduct) {
  const { store } = useRetailStore();
  useEffect(() => {
    void track("Viewed Product", {
      productName,
      productId,
      sku: sku ?? undefined,
      imageUrl: imagePath ? new URL(imagePath, window.location.origin).toString() : undefined,
      productUrl: window.location.origin + window.location.pathname,
      priceCents,
      quantity: 1,
      retailer: store.retailer.name,
      retailerStore: store.name,
    });
  }, [productId, productName, sku, priceCents, imagePath, store.retailer.name, store.name]);
  return null;
}
