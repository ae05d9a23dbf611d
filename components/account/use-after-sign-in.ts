"use client";

import { useRouter } from "next/navigation";
import { submitFailure } from "@/components/content/form-errors";
import { useRetailStore } from "@/components/layout/retail-store-provider";
import { useNotify } from "@/components/shell/notifications";
import { takePendingAction } from "@/lib/shell/auth-redirect";
import { type AccountCustomer } from "./customer-session";
import { useRememberCustomer } from "./use-customer";
import { runPendingAction } from "./wishlist-pending";
import { trackWishlistAdd } from "./wishlist-tracking";

const ACCOUNT_HOME = "/my-account";

/**
 * After sign-in or sign-up (spec 2): remember the customer, finish the action that sent the
 * shopper here (add to wishlist), then go where they were. A failed action does not keep them on
 * the login page; they are told and taken back, where they can try again.
 */
export function useAfterSignIn() {
  const router = useRouter();
  const notify = useNotify();
  const { store } = useRetailStore();
  const remember = useRememberCustomer();
  return async (customer: AccountCustomer, next: string | null) => {
    await remember(customer);
    const action = takePendingAction();
    if (action) {
      try {
        const entry = await runPendingAction(action);
        if (entry) {
          notify(`Added to your wishlist: ${entry.label}`);
          trackWishlistAdd(entry, store, customer);
        }
      } catch (error) {
        notify(`We could not add it to your wishlist. ${submitFailure(error).message}`, "error");
      }
    }
    router.replace(next ?? action?.returnTo ?? ACCOUNT_HOME);
    router.refresh();
  };
}
