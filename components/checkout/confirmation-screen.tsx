import "@/app/account.css";
import "@/app/checkout.css";
import Link from "next/link";
import { redirect } from "next/navigation";
import { buyerOf, checkoutContext, checkoutDelivery, hasItems } from "@/lib/checkout/page-context";
import { paymentMethodsFor } from "@/lib/checkout/payment-methods";
import { paymentOptions } from "@/lib/payments";
import { showsSection } from "@/lib/retail/sections";
import type { RetailStoreSlug } from "@/lib/retail/stores";
import { ChannelFields } from "./channel-fields";
import { CheckoutLayout } from "./checkout-layout";
import { CommentsField } from "./comments-field";
import { ConfirmationPayment, type ConfirmationMode } from "./confirmation-payment";
import { OrderReview } from "./order-review";

type Props = {
  store: RetailStoreSlug;
  mode: ConfirmationMode;
  /** Spec 2: the standard and device-wallet pages need a non-empty cart; the return pages do not. */
  guarded: boolean;
};

/** The confirmation page of spec 2 in each of its modes: review, then pay. */
export async function ConfirmationScreen({ store, mode, guarded }: Props) {
  const context = await checkoutContext(store);
  const { cart } = context;
  if (!hasItems(cart)) {
    if (guarded) redirect("/cart");
    return (
      <div className="section checkout">
        <h1>Checkout</h1>
        <p className="empty-state">
          Your bag is empty. <Link href="/cart">Back to your bag</Link>
        </p>
      </div>
    );
  }
  const invoiced = !showsSection(store, "paymentDetails");
  const registration = invoiced ? "/checkout/store-registration" : "/checkout/registration";
  // A kiosk invoice needs the associate signed in to the bag; the registration page asks.
  if (invoiced && !cart.sales_associate) redirect(registration);
  const buyer = await buyerOf(cart.id);
  // A cart that only knows its customer (claimed at sign-in) still needs an address.
  if (!buyer?.shipping) redirect(registration);
  // Where the atelier must be able to call the client, a cart without their phone asks for it.
  if (showsSection(store, "customerDetails") && !buyer.phone) redirect(registration);
  const client = showsSection(store, "customerDetails");
  const delivery = await checkoutDelivery(context);
  return (
    <CheckoutLayout
      title={invoiced ? "Review and invoice" : "Payment"}
      step="Payment"
      summary={
        <OrderReview
          cart={cart}
          showTax={showsSection(store, "taxes")}
          heading="Review your order"
          delivery={delivery}
        />
      }
    >
      <section className="checkout__panel checkout__buyer" aria-labelledby="buyer-heading">
        <div className="checkout__panel-head">
          <h2 id="buyer-heading">{client ? "Client" : "Shipping to"}</h2>
          <Link href={registration}>
            Change<span className="cart-sr-only"> details</span>
          </Link>
        </div>
        <p data-testid="buyer">
          {buyer.firstName} {buyer.lastName} · {buyer.email}
          {client && buyer.phone && <> · {buyer.phone}</>}
        </p>
        {buyer.shipping && (
          <address>
            {buyer.shipping.name}
            {buyer.shipping.lines.map((line) => (
              <span key={line}>
                <br />
                {line}
              </span>
            ))}
          </address>
        )}
      </section>
      {(showsSection(store, "stylistInputs") || showsSection(store, "referrerInputs")) && (
        <ChannelFields
          cartId={cart.id}
          cart={cart.cart}
          stylist={showsSection(store, "stylistInputs")}
          referrer={showsSection(store, "referrerInputs")}
        />
      )}
      {showsSection(store, "comments") && (
        <CommentsField cartId={cart.id} initial={cart.cart.comments ?? ""} />
      )}
      <ConfirmationPayment
        cartId={cart.id}
        total={cart.cart.total}
        payments={paymentOptions(paymentMethodsFor(store))}
        mode={mode}
        invoiced={invoiced}
        associate={cart.sales_associate?.user_name}
      />
    </CheckoutLayout>
  );
}
