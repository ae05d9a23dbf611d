import type { Metadata } from "next";
import { ConfirmationScreen } from "@/components/checkout/confirmation-screen";
import { storeOf, type StoreParams } from "@/lib/retail/page-params";
import { webCheckoutOnly } from "@/lib/checkout/route-guards";
import { unlisted } from "@/lib/seo/unlisted";

export const dynamic = "force-dynamic";
export const metadata: Metadata = unlisted("Review and pay");

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : null);

/** Spec 2: the confirmation page in wallet-payment mode (the wallet's return page); no guard. */
export default async function WalletConfirmationPage({
  params,
  searchParams,
}: {
  params: StoreParams;
  searchParams: SearchParams;
}) {
  const query = await searchParams;
  const store = await storeOf(params);
  webCheckoutOnly(store, "amazon_pay_confirmation");
  return (
    <ConfirmationScreen
      store={store}
      mode={{
        kind: "wallet",
        orderReferenceId: one(query.order_reference_id),
        accessToken: one(query.access_token),
      }}
      guarded={false}
    />
  );
}
