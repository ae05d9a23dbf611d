"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { submitFailure } from "@/components/content/form-errors";
import { forgetCart } from "@/lib/cart/client";
import { api, call } from "@/lib/http/api-client";
import { pinRequest } from "@/components/kiosk/pin-prompt";
import { savesSettled } from "./pending-saves";

type Method = "card" | "paypal" | "wallet" | "financing" | "invoice";

/**
 * Calls placeOrder once per press (a double click sends one request; the server is idempotent
 * too) and goes to the thank-you page. Spec 8: errors come back as the server's body and show
 * as one friendly sentence.
 */
export function usePlaceOrder(cartId: string, total: number, donePath = "/checkout/thank_you") {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const [placing, setPlacing] = useState(false);
  /** Kiosk invoices: the associate's binding ended; the PIN prompt places the order again. */
  const [pinAsk, setPinAsk] = useState<string | null>(null);
  const busy = useRef(false);

  const place = async (method: Method, token?: string) => {
    if (busy.current) return;
    busy.current = true;
    setPlacing(true);
    setFailure(null);
    setPinAsk(null);
    try {
      await savesSettled();
      const body = { order_id: cartId, total, payment_method: method, payment_token: token };
      await call(() => api.POST("/api/external/placeOrder", { body }));
      forgetCart();
      router.push(`${donePath}?order=${cartId}`);
    } catch (error) {
      const ask = pinRequest(error);
      if (ask) setPinAsk(ask);
      else setFailure(submitFailure(error).message);
      setPlacing(false);
      busy.current = false;
    }
  };

  return { place, failure, placing, pinAsk, dismissPin: () => setPinAsk(null) };
}
