import { BenchShopper, catalogue, type CartView } from "./shopper";

const API = "/api/external";

export type ReadyShopper = { shopper: BenchShopper; cart: CartView; token: string };

/**
 * A shopper one click from "Place order": a cart with a design, their details and a card token
 * from the built-in card provider, so timing `placeOrder` times only the order itself.
 */
export async function readyShopper(
  base: string,
  appEnv: string,
  label: string,
): Promise<ReadyShopper> {
  const shopper = new BenchShopper(base);
  const { tote, plainDesign } = catalogue(appEnv);
  const design = await shopper.send<{ id: string }>("POST", `${API}/configured-products`, {
    data: plainDesign,
    product_id: tote.id,
    customizer_version: "2.0",
  });
  const created = await shopper.send<CartView>("POST", `${API}/orders`, {
    orderable_type: "configured_product",
    orderable_id: design.id,
  });
  const address = {
    first_name: "Ada",
    last_name: "Lovelace",
    line1: "12 Crosby Street",
    city: "New York",
    state: "NY",
    postal_code: "10013",
    country: "US",
  };
  const cart = await shopper.send<CartView>("POST", `${API}/customers`, {
    order_id: created.id,
    customerDetails: {
      email: `bench-${label}-${Date.now()}@example.com`,
      first_name: "Ada",
      last_name: "Lovelace",
      phone: "212 555 0100",
      shipping_address: address,
    },
  });
  const { token } = await shopper.send<{ token: string }>(
    "POST",
    `${API}/payments/local/card-tokens`,
    {
      number: "4242424242424242",
      exp_month: 12,
      exp_year: new Date().getFullYear() + 2,
      cvc: "123",
    },
  );
  return { shopper, cart, token };
}

/** Presses "Place order"; the time it took, in ms. */
export async function placeOrder({ shopper, cart, token }: ReadyShopper): Promise<number> {
  const started = performance.now();
  await shopper.send("POST", `${API}/placeOrder`, {
    order_id: cart.id,
    total: cart.cart.total,
    payment_method: "card",
    payment_token: token,
  });
  return performance.now() - started;
}
