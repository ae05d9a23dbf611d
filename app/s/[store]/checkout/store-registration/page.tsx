import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { OrderReview } from "@/components/checkout/order-review";
import { RegistrationForm } from "@/components/checkout/registration-form";
import { checkoutContext, hasItems } from "@/lib/checkout/page-context";
import { db } from "@/lib/db/client";
import { listStates } from "@/lib/geo/repository";
import { showsSection } from "@/lib/retail/sections";
import { storeOf, type StoreParams } from "@/lib/retail/page-params";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Checkout — customer details",
  robots: { index: false, follow: false },
};

/**
 * Spec 2: the department-store variant of checkout registration (needs a non-empty cart). The
 * associate enters the customer's details; the order is then invoiced, not paid here.
 */
export default async function StoreRegistrationPage({ params }: { params: StoreParams }) {
  const store = await storeOf(params);
  const { cart } = await checkoutContext(store);
  if (!hasItems(cart)) redirect("/cart");
  const states = await listStates(await db(), "US");
  return (
    <div className="section checkout">
      <h1>Customer details</h1>
      <div className="checkout__columns">
        <RegistrationForm
          cartId={cart.id}
          states={states.map(({ code, name }) => ({ code, name }))}
          next="/checkout/create-invoice"
        />
        <OrderReview cart={cart} showTax={showsSection(store, "taxes")} />
      </div>
    </div>
  );
}
