import "@/app/account.css";
import type { Metadata } from "next";
import { AccountFrame } from "@/components/account/account-nav";
import { WishlistList } from "@/components/account/wishlist-list";
import { requireAccount } from "@/lib/customers/page-session";
import { accountWishlist } from "@/lib/account/pages";
import { storeOf, type StoreParams } from "@/lib/retail/page-params";
import { unlisted } from "@/lib/seo/unlisted";

export const dynamic = "force-dynamic";
export const metadata: Metadata = unlisted("Your wishlist");

/** Spec 2 /my-account/wishlist (signed-in customers only). */
export default async function WishlistPage({ params }: { params: StoreParams }) {
  const store = await storeOf(params);
  const customer = await requireAccount("/my-account/wishlist");
  const entries = await accountWishlist(customer, store);
  return (
    <AccountFrame title="Your wishlist" current="wishlist">
      <WishlistList initial={entries} />
    </AccountFrame>
  );
}
