"use client";

import Cookies from "js-cookie";
import { useEffect } from "react";
import {
  clearHistory,
  CUSTOMER_TOKEN_COOKIE,
  isClearHistoryShortcut,
  isStaleTokenCookie,
} from "@/lib/shell/clear-history";

const reloadPage = () => window.location.reload();
// js-cookie removes with path "/", the path these cookies are written with.
const removeCookie = (name: string) => Cookies.remove(name, { path: "/" });

/**
 * Ctrl+Shift+H clears history (spec 2 and 4): removes the customer-token, cart and cart-id cookies
 * that scripts can see, then reloads. The HttpOnly `atelier_session` cookie cannot be removed from
 * JavaScript; server-side logout clears it. Also removes a token cookie that holds "undefined" on
 * mount (spec 4). `reload` is injectable because jsdom cannot stub `location.reload`.
 */
export function ClearHistoryShortcut({ reload = reloadPage }: { reload?: () => void }) {
  useEffect(() => {
    if (isStaleTokenCookie(Cookies.get(CUSTOMER_TOKEN_COOKIE))) removeCookie(CUSTOMER_TOKEN_COOKIE);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat || !isClearHistoryShortcut(event)) return;
      event.preventDefault();
      clearHistory(removeCookie, reload);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [reload]);

  return null;
}
