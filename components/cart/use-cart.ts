"use client";

import { useState, useSyncExternalStore } from "react";
import useSWR, { useSWRConfig } from "swr";
import { useSignedIn } from "@/components/account/use-customer";
import { cartKey, fetchCart, fetchLatestCart, forgetCart, storedCartId } from "@/lib/cart/client";
import { announceCartChange, CART_CHANGED_EVENT } from "@/lib/cart/events";
import type { CartView } from "@/lib/cart/present";
import { HttpError } from "@/lib/http/client";
import { useServedWithPage } from "./use-served-with-page";

/** Spec 9: cart retry polling runs every 1 s; after this many retries the bag shows as empty. */
const CART_RETRY_MS = 1000;
const CART_RETRIES = 3;

/** Spec 7: a signed-in customer's most recent cart (the server writes the cart cookies). */
const LATEST_CART_KEY = "/customer/orders/getLatestCart";

const isMissing = (error: unknown) => error instanceof HttpError && error.status === 404;

// The cookie has no change event; the cart code announces changes (forgetCart does too).
const subscribe = (onChange: () => void) => {
  window.addEventListener(CART_CHANGED_EVENT, onChange);
  window.addEventListener("focus", onChange);
  return () => {
    window.removeEventListener(CART_CHANGED_EVENT, onChange);
    window.removeEventListener("focus", onChange);
  };
};

type CartState =
  | { status: "loading" }
  | { status: "empty"; unreachable: boolean }
  | { status: "ready"; cart: CartView };

/**
 * The cart of `/cart/{id}`, else the one in the cart-id cookie (spec 4). A cart the server does
 * not know (404) is forgotten and the bag shows empty (spec 8); a path id that fails falls back
 * to the cookie's cart. Other failures are retried every second a few times, then the bag shows
 * empty with a note, never an error page. A signed-in customer whose cookie names no cart the
 * server knows gets their latest cart instead (spec 4 and 8), before the bag shows as empty.
 */
export function useCart(pathId: string | undefined, pageCartId?: string) {
  // While rendering on the server and hydrating: the cart the page was rendered with, if the
  // server read one from the cookie (issue 27), else null, "not read yet" (undefined: no cart).
  const cookieId = useSyncExternalStore(subscribe, storedCartId, () => pageCartId ?? null);
  const signedIn = useSignedIn();
  const { mutate: mutateKey } = useSWRConfig();
  const [missing, setMissing] = useState<readonly string[]>([]);
  const [gaveUp, setGaveUp] = useState(false);
  // undefined: not asked yet; null: asked, nothing to fall back to; else the latest cart's id.
  const [latestId, setLatestId] = useState<string | null | undefined>(undefined);

  const usable = (id: string | null | undefined): id is string =>
    typeof id === "string" && !missing.includes(id);
  const fromCookie = [pathId, cookieId ?? undefined].filter(usable);
  const needsLatest = signedIn && cookieId !== null && fromCookie.length === 0;
  const askLatest = needsLatest && latestId === undefined;
  useSWR<CartView | null, Error>(askLatest ? LATEST_CART_KEY : null, fetchLatestCart, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    onSuccess: (latest) => {
      if (latest && usable(latest.id)) {
        void mutateKey(cartKey(latest.id), latest, { revalidate: false });
        setLatestId(latest.id);
        announceCartChange();
      } else setLatestId(null);
    },
    onError: () => setLatestId(null),
  });

  const candidates = needsLatest && usable(latestId) ? [latestId] : fromCookie;
  const id = candidates[0];
  const key = cookieId !== null && id ? cartKey(id) : null;
  const served = useServedWithPage(key);
  const { data, error, mutate } = useSWR<CartView, Error>(key, () => fetchCart(id ?? ""), {
    ...(served ? { revalidateOnMount: false } : {}),
    errorRetryInterval: CART_RETRY_MS,
    onErrorRetry: (failure, _key, _config, revalidate, { retryCount }) => {
      if (isMissing(failure)) return;
      if (retryCount > CART_RETRIES) {
        setGaveUp(true);
        return;
      }
      setTimeout(() => void revalidate({ retryCount }), CART_RETRY_MS);
    },
    onError: (failure) => {
      if (!isMissing(failure) || !id) return;
      if (id === storedCartId()) forgetCart();
      setMissing((ids) => [...ids, id]);
    },
    onSuccess: () => setGaveUp(false),
  });

  let state: CartState;
  if (cookieId === null || askLatest) state = { status: "loading" };
  else if (!id || isMissing(error)) state = { status: "empty", unreachable: false };
  else if (data) state = { status: "ready", cart: data };
  else if (gaveUp) state = { status: "empty", unreachable: true };
  else state = { status: "loading" };

  const retry = () => {
    setGaveUp(false);
    void mutate();
  };
  return { state, mutate, retry };
}
