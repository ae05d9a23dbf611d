import type { Metadata } from "next";
import { ConfirmationScreen } from "@/components/checkout/confirmation-screen";
import { storeOf, type StoreParams } from "@/lib/retail/page-params";
import { webCheckoutOnly } from "@/lib/checkout/route-guards";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Review and pay",
  robots: { index: false, follow: false },
};

/** Spec 2: needs a non-empty cart; the confirmation-initialised flag is reset on entry. */
export default async function ConfirmationPage({ params }: { params: StoreParams }) {
  const store = await storeOf(params);
  webCheckoutOnly(store, "confirmation");
  return <ConfirmationScreen store={store} mode={{ kind: "standard" }} guarded />;
}
