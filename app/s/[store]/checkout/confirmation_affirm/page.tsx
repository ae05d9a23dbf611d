import type { Metadata } from "next";
import { ConfirmationScreen } from "@/components/checkout/confirmation-screen";
import { storeOf, type StoreParams } from "@/lib/retail/page-params";
import { webCheckoutOnly } from "@/lib/checkout/route-guards";
import { unlisted } from "@/lib/seo/unlisted";

export const dynamic = "force-dynamic";
export const metadata: Metadata = unlisted("Review and pay");

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Spec 2: the confirmation page in financing mode (the provider's return page); no guard. */
export default async function FinancingConfirmationPage({
  params,
  searchParams,
}: {
  params: StoreParams;
  searchParams: SearchParams;
}) {
  const { checkout_token: token } = await searchParams;
  const store = await storeOf(params);
  webCheckoutOnly(store, "confirmation_affirm");
  return (
    <ConfirmationScreen
      store={store}
      mode={{ kind: "financing", checkoutToken: typeof token === "string" ? token : null }}
      guarded={false}
    />
  );
}
