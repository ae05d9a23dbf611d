"use client";

import "@/app/account.css";
import Link from "next/link";
import { useState } from "react";
import { submitFailure } from "@/components/content/form-errors";
import { useNotify } from "@/components/shell/notifications";
import { formatPrice } from "@/lib/money";
import { AccountEmpty } from "./account-empty";
import { removeFromWishlist, type WishlistEntry } from "./wishlist-client";

const THUMB = 120;

/** `/my-account/wishlist`: the saved designs and pieces, newest first, each removable. */
export function WishlistList({ initial }: { initial: WishlistEntry[] }) {
  const notify = useNotify();
  const [entries, setEntries] = useState(initial);
  const [removing, setRemoving] = useState<string | null>(null);

  const remove = async (entry: WishlistEntry) => {
    if (removing) return;
    setRemoving(entry.id);
    try {
      await removeFromWishlist(entry.type, entry.item_id);
      setEntries((list) => list.filter((e) => e.id !== entry.id));
      notify(`Removed from your wishlist: ${entry.label}`);
    } catch (error) {
      notify(submitFailure(error).message, "error");
    } finally {
      setRemoving(null);
    }
  };

  if (entries.length === 0) {
    return (
      <AccountEmpty title="Your wishlist is empty" testId="wishlist-empty">
        Press <span aria-hidden="true">♡</span> “Add to wishlist” on a piece, on a saved design, or
        while designing a bag, and it waits for you here.
      </AccountEmpty>
    );
  }

  return (
    <ul className="account-cards account-wishlist" data-testid="wishlist">
      {entries.map((entry) => (
        <li key={entry.id} className="account-card-item" data-testid="wishlist-entry">
          <Link
            href={entry.url}
            className="account-card-item__media"
            tabIndex={-1}
            aria-hidden="true"
          >
            {entry.image_url ? (
              // eslint-disable-next-line @next/next/no-img-element -- server-composed bag.jpg or static artwork, already small
              <img src={entry.image_url} alt="" width={THUMB} height={THUMB} loading="lazy" />
            ) : (
              <span className="account-card-item__placeholder" />
            )}
          </Link>
          <div className="account-card-item__body">
            <h2 className="account-card-item__title">
              <Link href={entry.url}>{entry.label}</Link>
            </h2>
            <p className="account-card-item__meta">
              {entry.type === "configured_product" ? "Your design" : "Ready to wear"} ·{" "}
              {formatPrice(entry.price)}
            </p>
            {!entry.available && (
              <p className="account-tag account-tag--muted">No longer available here</p>
            )}
            <button
              type="button"
              className="link-button"
              aria-label={`Remove ${entry.label} from your wishlist`}
              onClick={() => remove(entry)}
              disabled={removing !== null}
            >
              {removing === entry.id ? "Removing…" : "Remove"}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
