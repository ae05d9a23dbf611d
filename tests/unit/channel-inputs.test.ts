/**
 * @jest-environment node
 */
import { updateOrder } from "../../lib/api/operations/orders";
import { confirmationText } from "../../lib/checkout/confirmation-mail";
import { REFERRAL_SOURCE_VALUES, referralLabel } from "../../lib/checkout/referral";
import type { CartView } from "../../lib/cart/present";
import { normaliseStylistQuery } from "../../lib/stylists/repository";

const body = updateOrder.body;

describe("PUT /orders/{id} body: the stylist and referrer inputs", () => {
  it("lower-cases the referrer's e-mail and clears it when emptied", () => {
    expect(body.parse({ referrer_email: " Grace@Example.COM " }).referrer_email).toBe(
      "grace@example.com",
    );
    expect(body.parse({ referrer_email: "" }).referrer_email).toBeNull();
    expect(body.parse({ referrer_email: null }).referrer_email).toBeNull();
    expect(body.parse({}).referrer_email).toBeUndefined();
  });

  it("refuses a malformed referrer with a sentence, not 'Invalid input'", () => {
    const result = body.safeParse({ referrer_email: "grace at example" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      "Please enter a valid e-mail address for who referred you.",
    );
  });

  it("takes only the listed answers to 'How did you hear about us'", () => {
    for (const value of REFERRAL_SOURCE_VALUES) {
      expect(body.parse({ referral_source: value }).referral_source).toBe(value);
    }
    expect(body.safeParse({ referral_source: "billboard" }).success).toBe(false);
  });

  it("trims the stylist and caps the note", () => {
    expect(body.parse({ stylist: "  CLAURENT " }).stylist).toBe("CLAURENT");
    expect(body.safeParse({ client_note: "x".repeat(1001) }).success).toBe(false);
    expect(body.safeParse({ stylist: "x".repeat(81) }).success).toBe(false);
  });
});

describe("stylist lookup", () => {
  it.each([
    ["  Camille   Laurent ", "camille laurent"],
    ["CLAURENT", "claurent"],
    ["\tmaya\nokafor", "maya okafor"],
    ["   ", ""],
  ])("normalises %p to %p", (input, expected) => {
    expect(normaliseStylistQuery(input)).toBe(expected);
  });
});

describe("referralLabel", () => {
  it("names a known answer and nothing else", () => {
    expect(referralLabel("press")).toBe("Press or a magazine");
    expect(referralLabel("billboard")).toBeNull();
    expect(referralLabel(null)).toBeNull();
  });
});

function emptyCart(extra: Partial<CartView["cart"]>): CartView {
  return {
    id: "c",
    cart: {
      id: "c",
      number: "AA-23456789",
      status: "paid",
      currency: "USD",
      retail_store_id: "s",
      comments: null,
      stylist: null,
      client_note: null,
      referral_source: null,
      referrer_email: null,
      receipt_number: null,
      promised_delivery: null,
      item_total: 4500,
      promo_total: 0,
      gift_code_total: 0,
      adjustment_total: 0,
      included_tax_total: 399,
      shipping_total: 0,
      total: 4899,
      ...extra,
    },
    configured_products: [],
    products: [],
    gift_codes: [],
    gift_boxes: [],
    adjustments: [],
    sales_associate: null,
    promo_code: null,
    payments: [],
    item_count: 0,
    back_link: { href: "/", label: "Continue shopping" },
  };
}

describe("the confirmation mail", () => {
  it("names the stylist, the client note, the referral and the referrer", () => {
    const text = confirmationText(
      "AA-23456789",
      emptyCart({
        stylist: { code: "CLAURENT", name: "Camille Laurent" },
        client_note: "Gold hardware.",
        referral_source: "friend",
        referrer_email: "grace@example.com",
      }),
    );
    expect(text).toContain("Stylist: Camille Laurent (CLAURENT)");
    expect(text).toContain("Client note: Gold hardware.");
    expect(text).toContain("How you heard about us: A friend or family member");
    expect(text).toContain("Referred by: grace@example.com");
  });

  it("says none of it when nothing was given", () => {
    const text = confirmationText("AA-23456789", emptyCart({}));
    expect(text).not.toMatch(/Stylist:|Client note:|How you heard|Referred by:/);
  });
});
