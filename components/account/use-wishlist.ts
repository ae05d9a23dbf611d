"use client";

import useSWR from "swr";
import { HttpError } from "@/lib/http/client";
import { fetchWishlist, forgetSignedInCookie, WISHLIST_KEY } from "./customer-session";
import { useSignedIn } from "./use-customer";
import type { WishlistEntry } from "./wishlist-client";

/**
 * The signed-in customer's wishlist, shared by every heart on the page (one request). Nothing is
 * asked for a guest, nor on the server or while hydrating, so prerendered pages stay static.
 */
export function useWishlist() {
  const signedIn = useSignedIn();
  const { data, mutate } = useSWR<WishlistEntry[], Error>(
    signedIn ? WISHLIST_KEY : null,
    fetchWishlist,
    {
      revalidateOnFocus: false,
      shouldRetryOnError: (error) => !(error instanceof HttpError && error.status < 500),
      onError: (error) => {
        if (error instanceof HttpError && error.status === 401) forgetSignedInCookie();
      },
    },
  );
  return { signedIn, entries: signedIn ? data : undefined, mutate };
}
