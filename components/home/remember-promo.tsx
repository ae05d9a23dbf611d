"use client";

import Cookies from "js-cookie";
import { useEffect } from "react";
import { PROMO_COOKIE, PROMO_COOKIE_DAYS } from "@/lib/promo/remembered";

/** Stores the promo code from the URL so the cart can offer it (it is checked there, not here). */
export function RememberPromo({ code }: { code: string }) {
  useEffect(() => {
    Cookies.set(PROMO_COOKIE, code, { expires: PROMO_COOKIE_DAYS, sameSite: "lax", path: "/" });
  }, [code]);
  return (
    <p className="promo-note" role="status" data-testid="promo-note">
      Your code <strong>{code}</strong> is saved and will be offered in your bag at checkout.
    </p>
  );
}
