"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { useRetailStore } from "@/components/layout/retail-store-provider";
import { useNotify } from "@/components/shell/notifications";
import { useSWRConfig } from "swr";
import { addItemToCart, cartKey, fetchCart, storedCartId } from "@/lib/cart/client";
import type { ConfigurableProduct } from "@/lib/catalogue/types";

import { saveDesign } from "@/lib/configured-products/client";
import { track } from "@/lib/tracking/track";

export type AddToBagState =
  | { status: "idle" }
  | { status: "adding"; design: string }
  | { status: "updated"; design: string }
  | { status: "added"; design: string; label: string; price: number; count: number }
  | { status: "failed"; design: string; message: string };

/**
 * Saves the design as a new configured product and puts it in the bag. A second press while the
 * first is on its way does nothing, so a double click never adds the bag twice; pressing again
 * after it was added adds another, as a shopper ordering two would expect.
 *
 * Opened from the bag's "Edit design" (`editingId`), it saves back to that design instead: the
 * same bag line, repriced by the server, then the bag again. A design already ordered is refused
 * by the server with its reason; one that is gone is added as a new line.
 */
export function useAddToBag(
  product: Pick<ConfigurableProduct, "id" | "label" | "sku">,
  editingId: string | null = null,
  /** Issue 38: opened from an order's "Change this design": the review page to go on to. */
  changeReview: string | null = null,
) {
  const { store } = useRetailStore();
  const notify = useNotify();
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<AddToBagState>({ status: "idle" });
  const busy = useRef(false);

  const add = async (design: string) => {
    if (busy.current) return;
    busy.current = true;
    setState({ status: "adding", design });
    try {
      if (changeReview) {
        // A new saved design: the order's own stays as it is until the change is confirmed.
        const saved = await saveDesign(product.id, design, null);
        setState({ status: "updated", design });
        router.push(`${changeReview}&design=${encodeURIComponent(saved.id)}`);
        return;
      }
      const saved = await saveDesign(product.id, design, editingId);
      if (editingId && saved.id === editingId) {
        setState({ status: "updated", design });
        // The bag may still hold the line as it was (fetched a moment ago, so not fetched again
        // on return): put the repriced bag in its place before going back to it.
        const cartId = storedCartId();
        if (cartId) {
          await mutate(cartKey(cartId), fetchCart(cartId), { revalidate: false }).catch(
            () => undefined,
          );
        }
        router.push("/cart");
        return;
      }
      const cart = await addItemToCart("configured_product", saved.id);
      const line = cart.configured_products.find((p) => p.id === saved.id);
      const price = line?.price ?? saved.price;
      setState({ status: "added", design, label: product.label, price, count: cart.item_count });
      void track("Added to Cart", {
        productName: product.label,
        productId: product.id,
        sku: product.sku ?? undefined,
        imageUrl: new URL(saved.image_url, window.location.origin).toString(),
        productUrl: window.location.href,
        priceCents: price,
        quantity: 1,
        retailer: store.retailer.name,
        retailerStore: store.name,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : "Something went wrong.";
      setState({ status: "failed", design, message });
      notify(message, "error");
    } finally {
      busy.current = false;
    }
  };

  return { state, add };
}
