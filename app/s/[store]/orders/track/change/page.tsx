import "@/app/account.css";
import "@/app/checkout.css";
import "@/app/orders.css";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DesignChangeReview } from "@/components/orders/design-change-review";
import { changeReviewFor, trackedTarget } from "@/lib/orders/aftercare-pages";
import { isUuid } from "@/lib/orders/change-links";
import { returnedCheckout } from "@/lib/orders/difference-return";
import { firstValue, storeOf, type StorePageProps } from "@/lib/retail/page-params";
import { unlisted } from "@/lib/seo/unlisted";

export const dynamic = "force-dynamic";
export const metadata: Metadata = unlisted("Change this design");

/** Issue 38: a guest reviews a design change of the order this browser tracks. */
export default async function TrackedChangePage({ params, searchParams }: StorePageProps) {
  const store = await storeOf(params);
  const search = await searchParams;
  const line = firstValue(search.line);
  const design = firstValue(search.design);
  if (!isUuid(line) || !isUuid(design)) notFound();
  const review = await changeReviewFor(await trackedTarget(store), line, design);
  if (review.kind === "not_found") notFound();
  return (
    <DesignChangeReview
      review={review}
      orderId={null}
      back="/orders/track"
      returned={returnedCheckout(search)}
    />
  );
}
