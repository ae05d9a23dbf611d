"use client";

import Link from "next/link";
import { useRef, useState } from "react";
import useSWR from "swr";
import { submitFailure } from "@/components/content/form-errors";
import { useRetailStore } from "@/components/layout/retail-store-provider";
import { addItemToCart } from "@/lib/cart/client";
import { availabilityKey, fetchAvailability } from "@/lib/catalogue/availability-client";
import { track } from "@/lib/tracking/track";

type Piece = {
  id: string;
  label: string;
  sku: string | null;
  starting_price: number;
  stock: number | null;
  imageUrl: string | null;
};

type State =
  | { status: "idle" }
  | { status: "adding" }
  | { status: "added" }
  | { status: "failed"; message: string };

/**
 * "Add to bag" for a stock piece. Shares the live stock figure with StockAvailability (same swr
 * key, one request). The server decides whether the piece can still be had and says why not.
 */
export function AddToBagButton({ product }: { product: Piece }) {
  const { store } = useRetailStore();
  const { data } = useSWR(availabilityKey(product.id), () => fetchAvailability(product.id));
  const [state, setState] = useState<State>({ status: "idle" });
  const busy = useRef(false);
  const stock = data ? data.stock : product.stock;
  const soldOut = stock !== null && stock <= 0;

  const add = async () => {
    if (busy.current) return;
    busy.current = true;
    setState({ status: "adding" });
    try {
      const cart = await addItemToCart("product", product.id);
      setState({ status: "added" });
      const line = cart.products.find((p) => p.id === product.id);
      void track("Added to Cart", {
        productName: product.label,
        productId: product.id,
        sku: product.sku ?? undefined,
        imageUrl: product.imageUrl
          ? new URL(product.imageUrl, window.location.origin).toString()
          : undefined,
        productUrl: window.location.href,
        priceCents: line?.pivot.unit_price ?? product.starting_price,
        quantity: 1,
        retailer: store.retailer.name,
        retailerStore: store.name,
      });
    } catch (error) {
      setState({ status: "failed", message: submitFailure(error).message });
    } finally {
      busy.current = false;
    }
  };

  return (
    <div className="add-to-bag">
      <button
        type="button"
        className="button button--primary"
        disabled={soldOut || state.status === "adding"}
        onClick={add}
        data-testid="add-to-bag"
      >
        {soldOut ? "Sold out" : state.status === "adding" ? "Adding…" : "Add to bag"}
      </button>
      <p className="add-to-bag__status" role="status" aria-live="polite" data-testid="bag-status">
        {state.status === "added" && (
          <>
            Added to your bag — <Link href="/cart">View your bag</Link>
          </>
        )}
        {state.status === "failed" && state.message}
      </p>
    </div>
  );
}
