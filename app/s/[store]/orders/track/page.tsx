import "@/app/account.css";
import "@/app/returns.css";
import "@/app/repairs.css";
import "@/app/orders.css";
import type { Metadata } from "next";
import { TrackedOrderView, TrackOrderForm } from "@/components/orders/track-order";
import { OrderRepairs } from "@/components/account/order-repairs";
import { aftercarePanelFor, trackedTarget } from "@/lib/orders/aftercare-pages";
import { trackedRepairs } from "@/lib/orders/guest-repairs";
import { trackedReturns } from "@/lib/orders/guest-returns";
import { orderNumberSchema } from "@/lib/orders/stages";
import { trackedOrderFor, trackFormMessage } from "@/lib/orders/tracking";
import { firstValue, storeOf, type StorePageProps } from "@/lib/retail/page-params";
import { unlisted } from "@/lib/seo/unlisted";

export const dynamic = "force-dynamic";
export const metadata: Metadata = unlisted("Track your order");

/**
 * /orders/track (issue 26): a guest follows an order by its number and e-mail. The form posts to
 * /api/orders/track; a match is kept in this browser's tracking cookie, which this page reads.
 */
export default async function TrackOrderPage({ params, searchParams }: StorePageProps) {
  const store = await storeOf(params);
  const search = await searchParams;
  const target = await trackedTarget(store);
  const tracked = await trackedOrderFor(store, target.cookie);
  if (tracked) {
    const [aftercare, returns, repairs] = await Promise.all([
      aftercarePanelFor(target),
      trackedReturns(store, target.cookie),
      trackedRepairs(store, target.cookie),
    ]);
    return (
      <TrackedOrderView order={tracked} aftercare={aftercare} returns={returns}>
        {repairs && <OrderRepairs owner={{ kind: "guest" }} {...repairs} />}
      </TrackedOrderView>
    );
  }
  return (
    <TrackOrderForm
      number={orderNumberSchema.safeParse(firstValue(search.number) ?? "").data ?? ""}
      message={trackFormMessage(firstValue(search.error))}
    />
  );
}
