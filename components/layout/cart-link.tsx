"use client";

import Cookies from "js-cookie";
import Link from "next/link";
import { useSyncExternalStore } from "react";
import { CART_COUNT_COOKIE } from "@/lib/shell/clear-history";

const readCount = () => {
  const value = Number(Cookies.get(CART_COUNT_COOKIE) ?? "0");
  return Number.isInteger(value) && value > 0 ? value : 0;
};
// Cookies have no change event; the count is re-read when the tab regains focus.
const subscribe = (onChange: () => void) => {
  window.addEventListener("focus", onChange);
  return () => window.removeEventListener("focus", onChange);
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
