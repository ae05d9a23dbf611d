"use client";

import Cookies from "js-cookie";
import Link from "next/link";
import { useSyncExternalStore } from "react";
import { CART_CHANGED_EVENT } from "@/lib/cart/events";
import { CART_COUNT_COOKIE } from "@/lib/shell/clear-history";

const readCount = () => {
  const value = Number(Cookies.get(CART_COUNT_COOKIE) ?? "0");
  return Number.isInteger(value) && value > 0 ? value : 0;
};
// Cookies have no change event: the count is re-read when the cart code says it changed, and
// when the tab regains focus (another tab may have changed it).
const subscribe = (onChange: () => void) => {
  window.addEventListener("focus", onChange);
  window.addEventListener(CART_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener("focus", onChange);
    window.removeEventListener(CART_CHANGED_EVENT, onChange);
  };
};

export function CartLink() {
  const count = useSyncExternalStore(subscribe, readCount, () => 0);
  return (
    <Link href="/cart" className="cart-link" data-testid="cart-link">
      Bag{" "}
      <span className="cart-link__count" aria-label={`${count} items in your bag`}>
        {count}
      </span>
    </Link>
  );
}
