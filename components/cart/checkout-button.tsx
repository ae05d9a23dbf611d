"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState } from "react";
import type { KeyedMutator } from "swr";
import { submitFailure } from "@/components/content/form-errors";
import { useRetailStore } from "@/components/layout/retail-store-provider";
import type { CartView } from "@/lib/cart/present";
import { fetchCart } from "@/lib/cart/client";
import { HttpError } from "@/lib/http/client";
import { track } from "@/lib/tracking/track";
import { allAvailable, cartLines } from "./cart-lines";

const UNAVAILABLE =
  "Some pieces in your bag are no longer available in that quantity. Please remove them to continue.";

/**
 * Stock can sell out while a bag waits, so the cart is read again (the server re-checks stock)
 * before going on; checkout opens only when every line can still be bought.
 */
export function CheckoutButton({
  cart,
  mutate,
  busy,
}: {
  cart: CartView;
  mutate: KeyedMutator<CartView>;
  busy: boolean;
}) {
  const router = useRouter();
  const { store, sections } = useRetailStore();
  const invoiced = !sections.paymentDetails;
  const noteId = useId();
  const inFlight = useRef(false);
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const blocked = !allAvailable(cart);

  const checkout = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setChecking(true);
    setFailure(null);
    try {
      const fresh = await fetchCart(cart.id);
      await mutate(fresh, { revalidate: false });
      if (cartLines(fresh).length === 0 || !allAvailable(fresh)) return;
      void track("Started Checkout", {
        priceCents: fresh.cart.total,
        quantity: fresh.item_count,
        retailer: store.retailer.name,
        retailerStore: store.name,
      });
      // The kiosks take the customer's details through their own registration variant (spec 2).
      router.push(invoiced ? "/checkout/store-registration" : "/checkout/registration");
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) void mutate();
      else setFailure(submitFailure(error).message);
    } finally {
      inFlight.current = false;
      setChecking(false);
    }
  };

  const note = blocked ? UNAVAILABLE : failure;
  return (
    <div className="cart-checkout">
      <button
        type="button"
        className="button button--primary cart-checkout__button"
        disabled={busy || checking || blocked}
        aria-describedby={note ? noteId : undefined}
        onClick={checkout}
        data-testid="checkout"
      >
        {checking ? "Checking your bag…" : "Checkout"}
      </button>
      {note && (
        <p id={noteId} className="cart-checkout__note" role={blocked ? undefined : "alert"}>
          {note}
        </p>
      )}
    </div>
  );
}
