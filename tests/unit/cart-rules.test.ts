import { backLinkFor } from "@/lib/cart/back-link";
import { promoDiscount, promoEligibility, PROMO_MESSAGES, type PromoRule } from "@/lib/promo/rules";
import { computeTotals, taxOn } from "@/lib/cart/totals";

const now = new Date("2026-11-21T12:00:00Z");
const STORE = "00000000-0000-4000-8000-00000000000a";
const rule = (over: Partial<PromoRule> = {}): PromoRule => ({
  code: "X",
  kind: "percentage",
  value: 1500,
  minItemTotal: 0,
  startsAt: null,
  expiresAt: null,
  maxUses: null,
  timesUsed: 0,
  active: true,
  retailStoreId: null,
  ...over,
});
const bag = (unitPrice: number, quantity = 1) =>
  ({ kind: "configured_product", unitPrice, quantity }) as const;
const base = { giftBoxes: [], adjustments: [], promo: null, taxes: true };

describe("tax", () => {
  it("is 8.875 % rounded half up to the cent", () => {
    expect(taxOn(10000)).toBe(888); // 887.5
    expect(taxOn(94000)).toBe(8343); // 8342.5
    expect(taxOn(1)).toBe(0);
    expect(taxOn(0)).toBe(0);
    expect(taxOn(100_000_00)).toBe(887_500);
  });
});

describe("computeTotals", () => {
  it("adds tax on goods only; gift cards and their surcharge are untaxed", () => {
    const totals = computeTotals({
      ...base,
      lines: [
        bag(94000),
        { kind: "product", unitPrice: 4500, quantity: 2 },
        { kind: "gift_code", amount: 10000, delivered: false },
        { kind: "gift_code", amount: 25000, delivered: true },
      ],
      giftBoxes: [1500],
    });
    const goods = 94000 + 9000 + 1500;
    expect(totals).toEqual({
      item_total: goods,
      promo_total: 0,
      gift_code_total: 10000 + 25500,
      adjustment_total: 0,
      included_tax_total: taxOn(goods),
      shipping_total: 0,
      total: goods + taxOn(goods) + 35500,
    });
  });

  it("discounts goods before tax and never touches gift cards", () => {
    const totals = computeTotals({
      ...base,
      lines: [bag(20000), { kind: "gift_code", amount: 50000, delivered: false }],
      promo: rule({ kind: "percentage", value: 1500 }),
    });
    expect(totals.promo_total).toBe(3000);
    expect(totals.included_tax_total).toBe(taxOn(17000));
    expect(totals.total).toBe(17000 + taxOn(17000) + 50000);
  });

  it("caps a fixed discount at the goods", () => {
    const totals = computeTotals({
      ...base,
      lines: [{ kind: "product", unitPrice: 4500, quantity: 1 }],
      promo: rule({ kind: "fixed", value: 10000 }),
    });
    expect(totals.promo_total).toBe(4500);
    expect(totals.total).toBe(0);
  });

  it("leaves tax out where the store does not charge it", () => {
    const totals = computeTotals({ ...base, taxes: false, lines: [bag(94000)] });
    expect(totals.included_tax_total).toBe(0);
    expect(totals.total).toBe(94000);
  });

  it("applies associate adjustments before tax", () => {
    const totals = computeTotals({ ...base, lines: [bag(10000)], adjustments: [-2000] });
    expect(totals.adjustment_total).toBe(-2000);
    expect(totals.total).toBe(8000 + taxOn(8000));
  });
});

describe("promo rules", () => {
  it("percentage is rounded half up; fixed is its value", () => {
    expect(promoDiscount({ kind: "percentage", value: 1500 }, 94000)).toBe(14100);
    expect(promoDiscount({ kind: "percentage", value: 1500 }, 10)).toBe(2); // 1.5
    expect(promoDiscount({ kind: "fixed", value: 5000 }, 94000)).toBe(5000);
    expect(promoDiscount({ kind: "fixed", value: 5000 }, 0)).toBe(0);
  });

  it("says why a code does not apply, in the order a shopper can act on", () => {
    expect(promoEligibility(null, 1000, now, STORE)).toEqual({
      eligible: false,
      message: PROMO_MESSAGES.unknown,
    });
    expect(promoEligibility(rule({ active: false }), 1000, now, STORE)).toMatchObject({
      message: PROMO_MESSAGES.unknown,
    });
    expect(
      promoEligibility(rule({ expiresAt: new Date("2025-09-01T00:00:00Z") }), 1000, now, STORE),
    ).toMatchObject({ message: PROMO_MESSAGES.expired });
    expect(
      promoEligibility(rule({ startsAt: new Date("2027-01-01T00:00:00Z") }), 1000, now, STORE),
    ).toMatchObject({ message: PROMO_MESSAGES.notStarted });
    expect(promoEligibility(rule({ maxUses: 1, timesUsed: 1 }), 1000, now, STORE)).toMatchObject({
      message: PROMO_MESSAGES.usedUp,
    });
    expect(promoEligibility(rule({ minItemTotal: 30000 }), 29999, now, STORE)).toMatchObject({
      message: "This promo code needs an order of at least $300.00.",
    });
    expect(promoEligibility(rule(), 0, now, STORE)).toMatchObject({
      message: PROMO_MESSAGES.empty,
    });
  });

  it("a store's own code works there only; other codes work in every store", () => {
    const charity = rule({ retailStoreId: STORE });
    expect(promoEligibility(charity, 1000, now, STORE)).toEqual({ eligible: true });
    expect(promoEligibility(charity, 1000, now, "00000000-0000-4000-8000-00000000000b")).toEqual({
      eligible: false,
      message: PROMO_MESSAGES.otherStore,
    });
    expect(promoEligibility(rule(), 1000, now, "00000000-0000-4000-8000-00000000000b")).toEqual({
      eligible: true,
    });
  });

  it("accepts a live code at its minimum, and a single-use code not yet used", () => {
    expect(promoEligibility(rule({ minItemTotal: 30000 }), 30000, now, STORE)).toEqual({
      eligible: true,
    });
    expect(promoEligibility(rule({ maxUses: 1, timesUsed: 0 }), 1, now, STORE)).toEqual({
      eligible: true,
    });
    expect(
      promoEligibility(rule({ expiresAt: new Date(now.getTime() + 1) }), 1, now, STORE),
    ).toEqual({
      eligible: true,
    });
    expect(promoEligibility(rule({ expiresAt: now }), 1, now, STORE)).toMatchObject({
      eligible: false,
    });
  });
});

describe("the cart's back link follows the last item added", () => {
  it.each([
    [undefined, "/bags/all-bags"],
    [{ kind: "configured_product" } as const, "/bags/all-bags"],
    [{ kind: "gift_code" } as const, "/gift-cards"],
    [{ kind: "product", name: "limited-edition-saddle-bag" } as const, "/limited-edition"],
    [{ kind: "product", name: "sample-sale-mini-tote" } as const, "/sample-sale"],
    [{ kind: "product", name: "collection-satchel-cognac" } as const, "/rtw-selection"],
    [{ kind: "product", name: "silk-mask", productType: "mask" } as const, "/rtw-selection"],
  ])("%j -> %s", (item, href) => {
    expect(backLinkFor(item).href).toBe(href);
  });
});
