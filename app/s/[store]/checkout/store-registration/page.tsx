import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { CheckoutLayout } from "@/components/checkout/checkout-layout";
import { OrderReview } from "@/components/checkout/order-review";
import { RegistrationForm } from "@/components/checkout/registration-form";
import { AssociateForm } from "@/components/kiosk/associate-form";
import { checkoutContext, hasItems } from "@/lib/checkout/page-context";
import { registrationStates } from "@/lib/checkout/registration-page";
import { showsSection } from "@/lib/retail/sections";
import { storeOf, type StoreParams } from "@/lib/retail/page-params";
import { kioskCheckoutOnly } from "@/lib/checkout/route-guards";
import { unlisted } from "@/lib/seo/unlisted";

export const dynamic = "force-dynamic";
export const metadata: Metadata = unlisted("Checkout — customer details");

/**
 * Spec 2: the department-store variant of checkout registration (needs a non-empty cart). The
 * associate enters the customer's details; the order is then invoiced, not paid here.
 */
export default async function StoreRegistrationPage({
  params,
  searchParams,
}: {
  params: StoreParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const store = await storeOf(params);
  kioskCheckoutOnly(store);
  const { cart } = await checkoutContext(store);
  if (!hasItems(cart)) redirect("/cart");
  const associate = cart.sales_associate;
  // The associate signs in to the bag before the customer's details (issue 11), and can hand
  // over to a colleague from the header's "Change associate".
  const askAssociate = !associate || (await searchParams).associate === "change";
  const states = askAssociate ? [] : await registrationStates();
  return (
    <CheckoutLayout
      title={askAssociate ? "Sales associate" : "Customer details"}
      step="Details"
      summary={<OrderReview cart={cart} showTax={showsSection(store, "taxes")} />}
    >
      {askAssociate ? (
        <AssociateForm
          cartId={cart.id}
          current={associate?.display_name ?? null}
          next="/checkout/store-registration"
        />
      ) : (
        <RegistrationForm
          cartId={cart.id}
          states={states.map(({ code, name }) => ({ code, name }))}
          next="/checkout/create-invoice"
        />
      )}
    </CheckoutLayout>
  );
}
