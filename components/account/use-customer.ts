"use client";

import { useRouter } from "next/navigation";
import { useEffect, useSyncExternalStore } from "react";
import useSWR, { useSWRConfig } from "swr";
import { announceCartChange } from "@/lib/cart/events";
import { api, call } from "@/lib/http/api-client";
import { HttpError } from "@/lib/http/client";
import { forgetIdentity, identify } from "@/lib/tracking/track";
import {
  announceCustomerChange,
  CUSTOMER_KEY,
  fetchCustomer,
  forgetSignedInCookie,
  hasSignedInCookie,
  signedOutOnServer,
  subscribeToSession,
  WISHLIST_KEY,
  type AccountCustomer,
} from "./customer-session";

/** True once the page is hydrated and the "signed in" cookie is there; false on the server. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribeToSession, hasSignedInCookie, signedOutOnServer);
}

/**
 * Spec 4: the shopper is anonymous until the session resolves to a customer. The customer is
 * asked for only while the readable "signed in" cookie is there; a 401 means the cookie is stale
 * (the session ended elsewhere), so it is removed. Identifies the customer for tracking once.
 */
export function useCustomer(): { customer: AccountCustomer | null; signedIn: boolean } {
  const signedIn = useSignedIn();
  const { data } = useSWR<AccountCustomer, Error>(signedIn ? CUSTOMER_KEY : null, fetchCustomer, {
    revalidateOnFocus: false,
    shouldRetryOnError: (error) => !(error instanceof HttpError && error.status < 500),
    onError: (error) => {
      if (error instanceof HttpError && error.status === 401) forgetSignedInCookie();
    },
  });
  const customer = signedIn && data ? data : null;

  useEffect(() => {
    if (customer) void identify(customer.email, customer.first_name, customer.last_name);
  }, [customer]);

  return { customer, signedIn };
}

/** After sign-in or sign-up: the answer's customer becomes the loaded one, the header re-reads. */
export function useRememberCustomer() {
  const { mutate } = useSWRConfig();
  return async (customer: AccountCustomer) => {
    await mutate(CUSTOMER_KEY, customer, { revalidate: false });
    await mutate(WISHLIST_KEY, undefined, { revalidate: true });
    announceCustomerChange();
    // The server merged the guest bag into the customer's and wrote the cart cookies.
    announceCartChange();
  };
}

/**
 * Spec 4: logout clears the customer and its cookies, resets the cart and goes to /login. The
 * server clears the cookies; the readable one is removed here too in case the answer was lost.
 */
export function useSignOut() {
  const router = useRouter();
  const { mutate } = useSWRConfig();
  return async () => {
    await call(() => api.POST("/api/external/logout"));
    forgetSignedInCookie();
    forgetIdentity();
    await mutate(CUSTOMER_KEY, undefined, { revalidate: false });
    await mutate(WISHLIST_KEY, undefined, { revalidate: false });
    announceCartChange();
    router.push("/login");
    router.refresh();
  };
}
