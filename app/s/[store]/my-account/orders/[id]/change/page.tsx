import "@/app/account.css";
import "@/app/checkout.css";
import "@/app/orders.css";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DesignChangeReview } from "@/components/orders/design-change-review";
import { requireAccount } from "@/lib/customers/page-session";
import { changeReviewFor } from "@/lib/orders/aftercare-pages";
import { isUuid } from "@/lib/orders/change-links";
import { returnedCheckout, returnedCheckoutQuery } from "@/lib/orders/difference-return";
import { firstValue, type SearchParams } from "@/lib/retail/page-params";
import { unlisted } from "@/lib/seo/unlisted";

export const dynamic = "force-dynamic";
export const metadata: Metadata = unlisted("Change this design");

type Params = Promise<{ store: string; id: string }>;

/** Issue 38: the signed-in customer reviews a design change of one of their orders. */
export default async function AccountChangePage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const { id } = await params;
  const search = await searchParams;
  const line = firstValue(search.line);
  const design = firstValue(search.design);
  const returned = returnedCheckout(search);
  // A provider's answer in the address survives a sign-in on the way back (session lapsed).
  const query = new URLSearchParams({
    line: line ?? "",
    design: design ?? "",
    ...returnedCheckoutQuery(returned),
  });
  const customer = await requireAccount(
    `/my-account/orders/${encodeURIComponent(id)}/change?${query}`,
  );
  if (!isUuid(id) || !isUuid(line) || !isUuid(design)) notFound();
  const orderId = id.toLowerCase();
  const review = await changeReviewFor(
    { kind: "customer", customerId: customer.id, orderId },
    line,
    design,
  );
  if (review.kind === "not_found") notFound();
  return (
    <DesignChangeReview
      review={review}
      orderId={orderId}
      back={`/my-account/orders/${orderId}`}
      returned={returned}
    />
  );
}
