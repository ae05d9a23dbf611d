"use client";

import Cookies from "js-cookie";
import { useEffect } from "react";
import useSWR from "swr";
import type { OpResponse } from "@/lib/api/operation";
import type { checkPromoCode } from "@/lib/api/operations/promo-check";
import { api, call } from "@/lib/http/api-client";
import { PROMO_COOKIE, PROMO_COOKIE_DAYS } from "@/lib/promo/remembered";

type PromoLinkCheck = OpResponse<typeof checkPromoCode>;

/**
 * The code from a campaign link (`/{promo_code}`): checked first, remembered for the cart only
 * when it can be used, and otherwise a clear notice (a stale copy of the same code is dropped).
 */
export function RememberPromo({ code }: { code: string }) {
  const { data, error } = useSWR<PromoLinkCheck, Error>(
    `/public/promo-codes/${encodeURIComponent(code)}`,
    () =>
      call(() =>
        api.GET("/api/external/public/promo-codes/{code}", { params: { path: { code } } }),
      ),
    { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false },
  );

  useEffect(() => {
    if (!data) return;
    if (data.valid) {
      Cookies.set(PROMO_COOKIE, data.code, {
        expires: PROMO_COOKIE_DAYS,
        sameSite: "lax",
        path: "/",
      });
    } else if (Cookies.get(PROMO_COOKIE)?.toUpperCase() === data.code) {
      Cookies.remove(PROMO_COOKIE, { path: "/" });
    }
  }, [data]);

  let state = "checking";
  let message = `Checking your code ${code}…`;
  if (data) {
    state = data.valid ? "saved" : "refused";
    message = data.message;
  } else if (error) {
    state = "unchecked";
    message = `We could not check the code ${code} just now. You can enter it in your bag at checkout.`;
  }
  return (
    <p className="promo-note" role="status" data-testid="promo-note" data-state={state}>
      {message}
    </p>
  );
}
