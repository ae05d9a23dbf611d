import {
  confirmationInitialised,
  setConfirmationInitialised,
  subscribeConfirmationInitialised,
} from "@/lib/checkout/confirmation-flag";
import { customerDetailsSchema } from "@/lib/customers/details-schema";
import { newOrderNumber } from "@/lib/checkout/order-number";
import { paymentMethodsFor } from "@/lib/checkout/payment-methods";
import { deliveryOfGiftCard } from "@/lib/gift-cards";

describe("order numbers", () => {
  it("are AA- and eight characters without look-alikes, and differ", () => {
    const numbers = new Set(Array.from({ length: 200 }, newOrderNumber));
    expect(numbers.size).toBe(200);
    for (const n of numbers) expect(n).toMatch(/^AA-[2-9A-HJKMNP-Z]{8}$/);
  });
});

describe("the confirmation-initialised flag (spec 4)", () => {
  it("notifies on change and can be reset on entry", () => {
    const seen: boolean[] = [];
    const stop = subscribeConfirmationInitialised(() => seen.push(confirmationInitialised()));
    setConfirmationInitialised(true);
    setConfirmationInitialised(true);
    setConfirmationInitialised(false);
    stop();
    setConfirmationInitialised(true);
    expect(seen).toEqual([true, false]);
    expect(confirmationInitialised()).toBe(true);
    setConfirmationInitialised(false);
  });
});

describe("payment methods per store", () => {
  it("the kiosks take none (invoiced); the own store offers all four", () => {
    expect(paymentMethodsFor("dept-westchester")).toEqual([]);
    expect(paymentMethodsFor("dept-manhattan")).toEqual([]);
    expect(paymentMethodsFor("web")).toEqual(["card", "paypal", "wallet", "financing"]);
    expect(paymentMethodsFor("good-hearts-web")).toContain("card");
  });
});

describe("guest details", () => {
  const address = {
    first_name: "Ada",
    last_name: "Lovelace",
    line1: "12 Crosby Street",
    city: "New York",
    state: "ny",
    postal_code: "10013",
  };
  it("normalise e-mail and state, default the country, and refuse bad ZIP codes", () => {
    const parsed = customerDetailsSchema.parse({
      email: "Ada@Example.com",
      first_name: "Ada",
      last_name: "Lovelace",
      shipping_address: address,
    });
    expect(parsed.email).toBe("ada@example.com");
    expect(parsed.shipping_address).toMatchObject({ state: "NY", country: "US" });
    const bad = customerDetailsSchema.safeParse({
      email: "ada@example.com",
      first_name: "Ada",
      last_name: "Lovelace",
      shipping_address: { ...address, postal_code: "1001", country: "FR" },
    });
    expect(bad.success).toBe(false);
    const paths = bad.error?.issues.map((i) => i.path.join(".")).sort();
    expect(paths).toEqual(["shipping_address.country", "shipping_address.postal_code"]);
  });
});

describe("gift card delivery", () => {
  it("follows the product's name", () => {
    expect(deliveryOfGiftCard("physical-gift-card")).toBe("post");
    expect(deliveryOfGiftCard("e-gift-card")).toBe("email");
  });
});
