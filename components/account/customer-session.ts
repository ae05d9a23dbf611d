import Cookies from "js-cookie";
import type { z } from "zod";
import type { customerSchema } from "@/lib/api/operations/session";
import { SIGNED_IN_COOKIE } from "@/lib/customers/cookies";
import { api, call } from "@/lib/http/api-client";

/** The customer as GET /customer/customers/by-token answers it (spec 3). */
export type AccountCustomer = z.output<typeof customerSchema>;

export const CUSTOMER_KEY = "/customer/customers/by-token";
export const WISHLIST_KEY = "/customer/wishlist";

/** Raised after sign-in, sign-out or a stale cookie is removed, so the header re-reads. */
const CUSTOMER_CHANGED_EVENT = "atelier:customer-changed";

export const announceCustomerChange = (): void => {
  window.dispatchEvent(new Event(CUSTOMER_CHANGED_EVENT));
};

/** True while the readable "signed in" cookie is there (the token itself is HttpOnly). */
export const hasSignedInCookie = (): boolean => Boolean(Cookies.get(SIGNED_IN_COOKIE));

/** A cookie the server no longer stands behind (401): the header stops showing a name. */
export function forgetSignedInCookie(): void {
  Cookies.remove(SIGNED_IN_COOKIE, { path: "/" });
  announceCustomerChange();
}

/** Cookies have no change event: re-read on our own events and when the tab regains focus. */
export function subscribeToSession(onChange: () => void): () => void {
  window.addEventListener(CUSTOMER_CHANGED_EVENT, onChange);
  window.addEventListener("focus", onChange);
  return () => {
    window.removeEventListener(CUSTOMER_CHANGED_EVENT, onChange);
    window.removeEventListener("focus", onChange);
  };
}

/** The server render and hydration know nobody: the signed-out state. */
export const signedOutOnServer = (): boolean => false;

/** The signed-in customer (swr fetcher for CUSTOMER_KEY). */
export const fetchCustomer = () => call(() => api.GET("/api/external/customer/customers/by-token"));

/** The signed-in customer's wishlist (swr fetcher for WISHLIST_KEY). */
export const fetchWishlist = () => call(() => api.GET("/api/external/customer/wishlist"));
