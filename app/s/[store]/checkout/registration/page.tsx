import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { CheckoutLayout } from "@/components/checkout/checkout-layout";
import { OrderReview } from "@/components/checkout/order-review";
import { RegistrationForm } from "@/components/checkout/registration-form";
import { HydrateApart } from "@/components/shell/hydrate-apart";
import { buyerOf, checkoutContext, checkoutDelivery, hasItems } from "@/lib/checkout/page-context";
import { addressCartFromAccount, registrationStates } from "@/lib/checkout/registration-page";
import { showsSection } from "@/lib/retail/sections";
import { storeOf, type StoreParams } from "@/lib/retail/page-params";
import { webCheckoutOnly } from "@/lib/checkout/route-guards";
import { unlisted } from "@/lib/seo/unlisted";

export const dynamic = "force-dynamic";
export const metadata: Metadata = unlisted("Checkout — your details");

/** Spec 2: needs a non-empty cart; a customer with an account goes straight to confirmation. */
export default async function RegistrationPage({ params }: { params: StoreParams }) {
  const store = await storeOf(params);
  webCheckoutOnly(store, "registration");
  const context = await checkoutContext(store);
  const { cart, customer, owner } = context;
  if (!hasItems(cart)) redirect("/cart");
  // Spec 2: an account holder goes straight on, once the cart knows where it goes (their saved
  // address); otherwise confirmation would send them back here, so they get the form, prefilled.
  // Where the client's phone is required (customer details, spec 6), an account without one
  // fills in the form, else the confirmation page would send them straight back here.
  const needsPhone = showsSection(store, "customerDetails");
  if (customer?.hasAccount) {
    const buyer = await buyerOf(cart.id);
    if (buyer?.shipping && (!needsPhone || buyer.phone)) redirect("/checkout/confirmation");
    const addressed = await addressCartFromAccount(store, { owner }, cart.id, customer);
    if (addressed && (!needsPhone || (await buyerOf(cart.id))?.phone)) {
      redirect("/checkout/confirmation");
    }
  }
  const [states, delivery] = await Promise.all([registrationStates(), checkoutDelivery(context)]);
  return (
    <CheckoutLayout
      title="Your details"
      step="Details"
      summary={
        <HydrateApart>
          <OrderReview cart={cart} showTax={showsSection(store, "taxes")} delivery={delivery} />
        </HydrateApart>
      }
    >
      {/* Hydrated in slices after the frame, so the form makes no long task at load (issue 27). */}
      <HydrateApart>
        <RegistrationForm
          cartId={cart.id}
          states={states.map(({ code, name }) => ({ code, name }))}
          prefill={
            customer?.hasAccount
              ? {
                  email: customer.email,
                  first_name: customer.firstName,
                  last_name: customer.lastName,
                }
              : undefined
          }
        />
      </HydrateApart>
    </CheckoutLayout>
  );
}
