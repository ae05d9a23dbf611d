"use client";

import { HydrateApart } from "@/components/shell/hydrate-apart";
import { lazyPart } from "@/components/shell/lazy-part";
import Link from "next/link";
import type { KeyedMutator } from "swr";
import { submitFailure } from "@/components/content/form-errors";
import { useRetailStore } from "@/components/layout/retail-store-provider";
import { useNotify } from "@/components/shell/notifications";
import { removeItemFromCart } from "@/lib/cart/client";
import type { CartView } from "@/lib/cart/present";
import { cartLines, cartHasDeliveries, type CartLine } from "./cart-lines";
import { DeliveryNote } from "./delivery-note";
import { useCartDelivery } from "./use-cart-delivery";
import { CartLineItem } from "./cart-line-item";
import { CartTotals } from "./cart-totals";
import { CheckoutButton } from "./checkout-button";
import { GiftWrapping } from "./gift-wrapping";
import { PromoForm } from "./promo-form";
import { useCartMutation } from "./use-cart-mutation";
import { withChunkTimeout } from "@/lib/shell/chunk-load";

// Only department-store kiosks show adjustments, and its form brings the form library and its
// schema: every other store's bag would download them for nothing (issue 14).
const AdjustmentsPanel = lazyPart(
  () =>
    withChunkTimeout(() => import("@/components/kiosk/adjustments-panel")).then(
      (m) => m.AdjustmentsPanel,
    ),
  {
    loading: () => (
      <p className="cart-form" aria-busy="true">
        Loading adjustments…
      </p>
    ),
  },
);

/** The bag with something in it: lines, gift wrapping, promo, totals and the way to checkout. */
export function CartContents({ cart, mutate }: { cart: CartView; mutate: KeyedMutator<CartView> }) {
  const { sections } = useRetailStore();
  const notify = useNotify();
  const { run, pending } = useCartMutation(mutate);
  const lines = cartLines(cart);
  const busy = pending !== null;
  const delivery = useCartDelivery(cart);

  // Failures here are raised as notifications; the promo form shows its own under the field.
  const change = async (tag: string, call: () => Promise<CartView>) => {
    const result = await run(tag, call);
    if (result.status === "failed") notify(submitFailure(result.error).message, "error");
  };
  const remove = (line: CartLine) =>
    change(`remove:${line.item.pivot.id}`, () =>
      removeItemFromCart(line.kind, line.item.id, cart.id),
    );

  return (
    <>
      <p className="cart-back">
        <Link href={cart.back_link.href}>← {cart.back_link.label}</Link>
      </p>
      <div className="cart-layout">
        <div className="cart-main">
          <h2 className="cart-sr-only">Items in your bag</h2>
          <ol className="cart-lines" data-testid="cart-lines">
            {lines.map((line) => (
              <CartLineItem
                key={line.item.pivot.id}
                line={line}
                disabled={busy}
                removing={pending === `remove:${line.item.pivot.id}`}
                onRemove={remove}
                delivery={delivery.lineLabel(line.item.pivot.id)}
              />
            ))}
          </ol>
          {/* The gift boxes and the summary's forms hydrate in their own turns after the lines
              (issue 36): one commit for the whole bag was the cart's longest task at load. An
              update or a press before then hydrates them first. */}
          <HydrateApart>
            <GiftWrapping cart={cart} lines={lines} busy={busy} change={change} />
          </HydrateApart>
        </div>
        <aside className="cart-summary" aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title">Summary</h2>
          {sections.promoInputs && (
            <HydrateApart>
              <PromoForm cart={cart} run={run} busy={busy} />
            </HydrateApart>
          )}
          {sections.addAdjustment && <AdjustmentsPanel cart={cart} run={run} busy={busy} />}
          <CartTotals cart={cart} showTax={sections.taxes} />
          {cartHasDeliveries(cart) && (
            <DeliveryNote
              kind={cart.configured_products.length > 0 ? "made_to_order" : "ready_to_wear"}
              label={delivery.orderLabel}
              testId="order-delivery"
            />
          )}
          <HydrateApart>
            <CheckoutButton cart={cart} mutate={mutate} busy={busy} />
          </HydrateApart>
        </aside>
      </div>
      <p className="cart-sr-only" role="status" aria-live="polite">
        {pending?.startsWith("remove:") ? "Removing from your bag…" : ""}
      </p>
    </>
  );
}
