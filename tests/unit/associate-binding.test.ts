/**
 * @jest-environment node
 */
import { ASSOCIATE_BINDING_MS, bindingState } from "../../lib/associates/binding-rule";
import { confirmationText } from "../../lib/checkout/confirmation-mail";
import { checkReceiptNumber, parseReceiptNumber } from "../../lib/checkout/receipt-rule";
import type { CartView } from "../../lib/cart/present";
import { DomainError } from "../../lib/errors";

const NOW = new Date("2026-03-01T15:00:00Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MINUTE = 60_000;

describe("bindingState (issue 23: an associate's binding is short)", () => {
  const bound = { salesAssociateId: "a1", associatePinAt: NOW, associateActiveAt: NOW };

  it("is fresh right after the PIN and until just before 15 minutes", () => {
    expect(bindingState(bound, NOW)).toBe("fresh");
    const almost = ago(ASSOCIATE_BINDING_MS - 1);
    expect(bindingState({ ...bound, associatePinAt: almost, associateActiveAt: almost }, NOW)).toBe(
      "fresh",
    );
  });

  it("has ended 15 minutes after the last PIN or money action, whoever still holds the cookie", () => {
    const old = ago(ASSOCIATE_BINDING_MS);
    expect(bindingState({ ...bound, associatePinAt: old, associateActiveAt: old }, NOW)).toBe(
      "ended",
    );
    expect(
      bindingState(
        { ...bound, associatePinAt: null, associateActiveAt: ago(3 * 60 * MINUTE) },
        NOW,
      ),
    ).toBe("ended");
  });

  it("is live once the PIN is spent, or when only the money action is recent", () => {
    expect(
      bindingState({ ...bound, associatePinAt: null, associateActiveAt: ago(MINUTE) }, NOW),
    ).toBe("live");
    expect(
      bindingState(
        { ...bound, associatePinAt: ago(20 * MINUTE), associateActiveAt: ago(MINUTE) },
        NOW,
      ),
    ).toBe("live");
  });

  it("has ended after the kiosk's reset, and is none without an associate", () => {
    expect(bindingState({ ...bound, associatePinAt: null, associateActiveAt: null }, NOW)).toBe(
      "ended",
    );
    expect(bindingState({ ...bound, salesAssociateId: null }, NOW)).toBe("none");
  });
});

describe("the till receipt number", () => {
  it("is one canonical text: trimmed and upper-cased", () => {
    expect(parseReceiptNumber("  brw-0042-77 ")).toBe("BRW-0042-77");
    expect(checkReceiptNumber("Brw-2001")).toBe("BRW-2001");
  });

  it("needs a digit and only letters, digits and dashes", () => {
    for (const bad of ["BRW-ABC", "", "12", "BRW 2001", "BRW/2001", "x".repeat(41)]) {
      expect(parseReceiptNumber(bad)).toBeNull();
    }
    expect(() => checkReceiptNumber("BRW-ABC")).toThrow(DomainError);
  });
});

describe("the confirmation mail (issue 23: every adjustment its own line)", () => {
  it("adds up from Items through each adjustment to the Total", () => {
    const text = confirmationText("AA-23456789", kioskOrder());
    const lines = text.split("\n");
    const items = lines.indexOf("Items: $895.00");
    expect(items).toBeGreaterThan(-1);
    expect(lines.slice(items + 1, items + 3)).toEqual([
      "Goodwill: -$100.00",
      "Repair credit: strap: $5.00",
    ]);
    expect(text).toContain("Total: $800.00");
  });
});

function kioskOrder(): CartView {
  return {
    id: "c",
    cart: {
      id: "c",
      number: "AA-23456789",
      status: "placed",
      currency: "USD",
      retail_store_id: "s",
      comments: null,
      stylist: null,
      client_note: null,
      referral_source: null,
      referrer_email: null,
      receipt_number: null,
      promised_delivery: null,
      item_total: 89_500,
      promo_total: 0,
      gift_code_total: 0,
      adjustment_total: -9_500,
      included_tax_total: 0,
      shipping_total: 0,
      total: 80_000,
    },
    configured_products: [],
    products: [],
    gift_codes: [],
    gift_boxes: [],
    adjustments: [
      { id: "a1", label: "Goodwill", amount: -10_000 },
      { id: "a2", label: "Repair credit: strap", amount: 500 },
    ],
    sales_associate: { user_name: "jmorales", display_name: "Julia M." },
    promo_code: null,
    payments: [],
    item_count: 1,
    back_link: { href: "/", label: "Continue shopping" },
  };
}
