"use client";

import { cartLines } from "./cart-lines";
import { CartContents } from "./cart-contents";
import { CartEmpty, CartSkeleton } from "./cart-states";
import { useCart } from "./use-cart";

/** `/cart/{id?}`: the bag of the path id or the cart-id cookie, read from the API in the browser. */
export function CartScreen({ pathId }: { pathId?: string }) {
  const { state, mutate, retry } = useCart(pathId);
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
