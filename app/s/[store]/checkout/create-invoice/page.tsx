import type { Metadata } from "next";
import { ConfirmationScreen } from "@/components/checkout/confirmation-screen";
import { storeOf, type StoreParams } from "@/lib/retail/page-params";
import { kioskCheckoutOnly } from "@/lib/checkout/route-guards";
import { unlisted } from "@/lib/seo/unlisted";

export const dynamic = "force-dynamic";
export const metadata: Metadata = unlisted("Create invoice");

/** Spec 2: the department-store "create invoice" page; needs a non-empty cart. */
export default async function CreateInvoicePage({ params }: { params: StoreParams }) {
  const store = await storeOf(params);
  kioskCheckoutOnly(store);
  return <ConfirmationScreen store={store} mode={{ kind: "standard" }} guarded />;
}
