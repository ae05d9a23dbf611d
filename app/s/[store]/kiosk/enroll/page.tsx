import type { Metadata } from "next";
import { AuthCard } from "@/components/account/auth-card";
import { KioskEnroll } from "@/components/kiosk/kiosk-enroll";
import { kioskCheckoutOnly } from "@/lib/checkout/route-guards";
import { LINK_PAGE_METADATA } from "@/lib/customers/link-params";
import { storeOf, type StoreParams } from "@/lib/retail/page-params";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Enroll this kiosk", ...LINK_PAGE_METADATA };

/** Issue 25: where a kiosk's browser redeems its enrollment link; kiosk stores only. */
export default async function Page({ params }: { params: StoreParams }) {
  const store = await storeOf(params);
  kioskCheckoutOnly(store);
  return (
    <AuthCard title="Enroll this kiosk">
      <KioskEnroll />
    </AuthCard>
  );
}
