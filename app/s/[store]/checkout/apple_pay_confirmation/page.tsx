import type { Metadata } from "next";
import { ConfirmationScreen } from "@/components/checkout/confirmation-screen";
import { storeOf, type StoreParams } from "@/lib/retail/page-params";
import { webCheckoutOnly } from "@/lib/checkout/route-guards";
import { unlisted } from "@/lib/seo/unlisted";

export const dynamic = "force-dynamic";
export const metadata: Metadata = unlisted("Review and pay");

/** Spec 2: the confirmation page in device-wallet mode; needs a non-empty cart. */
export default async function DeviceWalletConfirmationPage({ params }: { params: StoreParams }) {
  const store = await storeOf(params);
  webCheckoutOnly(store, "apple_pay_confirmation");
  return <ConfirmationScreen store={store} mode={{ kind: "device-wallet" }} guarded />;
}
