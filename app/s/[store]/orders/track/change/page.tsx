import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { DesignChangeReview } from "@/components/orders/design-change-review";
import { changeReviewFor } from "@/lib/orders/aftercare-pages";
import { isUuid } from "@/lib/orders/change-links";
import { TRACK_COOKIE } from "@/lib/orders/tracking";
import { storeOf, type StoreParams } from "@/lib/retail/page-params";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Change this design",
  robots: { index: false, follow: false },
};

type Search = Promise<Record<string, string | string[] | undefined>>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Issue 38: a guest reviews a design change of the order this browser tracks. */
export default async function TrackedChangePage({
  params,
  searchParams,
}: {
  params: StoreParams;
  searchParams: Search;
}) {
  const store = await storeOf(params);
  const search = await searchParams;
  const line = first(search.line);
  const design = first(search.design);
  if (!isUuid(line) || !isUuid(design)) notFound();
  const cookie = (await cookies()).get(TRACK_COOKIE)?.value;
  const review = await changeReviewFor({ kind: "tracked", store, cookie }, line, design);
  if (review.kind === "not_found") notFound();
  return <DesignChangeReview review={review} orderId={null} back="/orders/track" />;
}
