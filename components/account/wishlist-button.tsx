"use client";

import "@/components/account/wishlist-button.css";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { submitFailure } from "@/components/content/form-errors";
import { useRetailStore } from "@/components/layout/retail-store-provider";
import { useNotify } from "@/components/shell/notifications";
import { CUSTOMIZER_VERSION } from "@/lib/configurator/constants";
import { HttpError } from "@/lib/http/client";
import { loginUrlFor, type PendingAction } from "@/lib/shell/auth-redirect";
import { forgetSignedInCookie } from "./customer-session";
import { useCustomer } from "./use-customer";
import { useWishlist } from "./use-wishlist";
import {
  ADD_DESIGN_TO_WISHLIST,
  ADD_TO_WISHLIST,
  addDesignToWishlist,
  addToWishlist,
  removeFromWishlist,
  type WishlistEntry,
  type WishlistType,
} from "./wishlist-client";
import { trackWishlistAdd } from "./wishlist-tracking";

/** A stock product or saved design by id, or the configurator's unsaved design. */
export type WishlistTarget =
  | { kind: "item"; type: WishlistType; id: string }
  | { kind: "design"; productId: string; data: string };

const currentPath = () => `${window.location.pathname}${window.location.search}`;

function pendingActionFor(target: WishlistTarget): PendingAction {
  return target.kind === "item"
    ? {
        type: ADD_TO_WISHLIST,
        payload: { type: target.type, id: target.id },
        returnTo: currentPath(),
      }
    : {
        type: ADD_DESIGN_TO_WISHLIST,
        payload: {
          product_id: target.productId,
          data: target.data,
          customization_stage_id: 0,
          customizer_version: CUSTOMIZER_VERSION,
        },
        returnTo: currentPath(),
      };
}

/**
 * The wishlist heart (spec 6: the wishlist needs an account). A guest is sent to sign in and the
 * add finishes there; a customer toggles at once, optimistically, and the heart goes back if the
 * server says no. Before hydration it is the plain "Add to wishlist" button, so the prerendered
 * product pages stay the same for everyone.
 */
export function WishlistButton({ target }: { target: WishlistTarget }) {
  const router = useRouter();
  const notify = useNotify();
  const { store } = useRetailStore();
  const { customer } = useCustomer();
  const { signedIn, entries, mutate } = useWishlist();
  // The configurator's designs saved for the wishlist in this visit, by design.
  const [savedDesigns, setSavedDesigns] = useState<Readonly<Record<string, string>>>({});
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const busy = useRef(false);

  const itemId = target.kind === "item" ? target.id : (savedDesigns[target.data] ?? null);
  const itemType: WishlistType = target.kind === "item" ? target.type : "configured_product";
  const listed =
    itemId !== null && (entries ?? []).some((e) => e.type === itemType && e.item_id === itemId);
  const pressed = optimistic ?? listed;

  const toLogin = () => router.push(loginUrlFor(pendingActionFor(target)));

  const toggle = async () => {
    if (busy.current) return;
    if (!signedIn) {
      toLogin();
      return;
    }
    busy.current = true;
    const adding = !pressed;
    setOptimistic(adding);
    try {
      if (adding) {
        const entry: WishlistEntry =
          target.kind === "item"
            ? await addToWishlist(target.type, target.id)
            : await addDesignToWishlist({ product_id: target.productId, data: target.data });
        if (target.kind === "design") {
          const design = target.data;
          setSavedDesigns((saved) => ({ ...saved, [design]: entry.item_id }));
        }
        await mutate((list) => [entry, ...(list ?? []).filter((e) => e.id !== entry.id)], {
          revalidate: false,
        });
        notify(`Added to your wishlist: ${entry.label}`);
        trackWishlistAdd(entry, store, customer);
      } else if (itemId) {
        await removeFromWishlist(itemType, itemId);
        await mutate(
          (list) => (list ?? []).filter((e) => !(e.type === itemType && e.item_id === itemId)),
          { revalidate: false },
        );
        notify("Removed from your wishlist.");
      }
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) {
        // The session ended elsewhere: sign in again and the add finishes there.
        forgetSignedInCookie();
        toLogin();
        return;
      }
      if (!adding && error instanceof HttpError && error.status === 404) {
        // Already gone (removed in another tab): the heart is right to empty.
        await mutate(
          (list) => (list ?? []).filter((e) => !(e.type === itemType && e.item_id === itemId)),
          { revalidate: false },
        );
        return;
      }
      notify(submitFailure(error).message, "error");
    } finally {
      setOptimistic(null);
      busy.current = false;
    }
  };

  return (
    <button
      type="button"
      className="wishlist-button"
      aria-pressed={pressed}
      onClick={toggle}
      data-testid="wishlist-button"
    >
      <span className="wishlist-button__heart" aria-hidden="true">
        {pressed ? "♥" : "♡"}
      </span>
      {pressed ? "Remove from wishlist" : "Add to wishlist"}
    </button>
  );
}
