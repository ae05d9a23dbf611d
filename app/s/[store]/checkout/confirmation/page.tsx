import type { Metadata } from "next";
import { ConfirmationScreen } from "@/components/checkout/confirmation-screen";
import { storeOf, type StoreParams } from "@/lib/retail/page-params";
import { webCheckoutOnly } from "@/lib/checkout/route-guards";
import { unlisted } from "@/lib/seo/unlisted";

export const dynamic = "force-dynamic";
export const metadata: Metadata = unlisted("Review and pay");

/** Spec 2: needs a non-empty cart; the confirmation-initialised flag is reset on entry. */
export default async function ConfirmationPage({ params }: { params: StoreParams }) {
  const store = await storeOf(params);
  webCheckoutOnly(store, "confirmation");
  return <ConfirmationScreen store={store} mode={{ kind: "standard" }} guarded />;
}
