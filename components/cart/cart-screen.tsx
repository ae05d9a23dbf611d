"use client";

import "./cart-screen.css";
import { cartLines } from "./cart-lines";
import { CartContents } from "./cart-contents";
import { CartEmpty, CartSkeleton } from "./cart-states";
import { useCart } from "./use-cart";

/**
 * `/cart/{id?}`: the bag of the path id or the cart-id cookie, read from the API in the browser;
 * `pageCartId` when the page's server render read that bag already (its data is in the
 * SWRConfig fallback around this screen), so the first paint shows it.
 */
export function CartScreen({ pathId, pageCartId }: { pathId?: string; pageCartId?: string }) {
  const { state, mutate, retry } = useCart(pathId, pageCartId);
  let body;
  if (state.status === "loading") body = <CartSkeleton />;
  else if (state.status === "empty" || cartLines(state.cart).length === 0) {
    body = (
      <CartEmpty unreachable={state.status === "empty" && state.unreachable} onRetry={retry} />
    );
  } else body = <CartContents cart={state.cart} mutate={mutate} />;
  return (
    <div className="section cart" data-testid="cart">
      <h1>Your bag</h1>
      {body}
    </div>
  );
}
