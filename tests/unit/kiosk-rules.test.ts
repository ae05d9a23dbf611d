import { kioskEquivalentOf } from "@/lib/checkout/kiosk-routes";
import {
  adjustmentFormSchema,
  adjustmentPayload,
  dollarsToCents,
} from "@/lib/associates/adjustment-form";
import { discountsOf } from "@/lib/cart/associate-display";
import { readAssociateNote, associateCookieValue } from "@/lib/associates/cookie";
import { associateSignInSchema } from "@/lib/associates/schema";
import { isKioskStore, kioskSettings, maxDiscountFor } from "@/lib/retail/kiosk";

describe("kiosk settings", () => {
  it("exist for the department stores only", () => {
    expect(isKioskStore("dept-westchester")).toBe(true);
    expect(isKioskStore("dept-manhattan")).toBe(true);
    expect(isKioskStore("web")).toBe(false);
    expect(isKioskStore("stylist-web")).toBe(false);
    expect(kioskSettings("good-hearts-web")).toBeNull();
  });

  it("cap discounts at 30% of the items, rounded down to the cent", () => {
    const settings = kioskSettings("dept-westchester")!;
    expect(maxDiscountFor(settings, 100_000)).toBe(30_000);
    expect(maxDiscountFor(settings, 12_345)).toBe(3_703);
    expect(maxDiscountFor(settings, 0)).toBe(0);
  });
});

describe("the associate cookie", () => {
  it("round-trips the name and store and nothing else", () => {
    const value = associateCookieValue({
      display_name: "Julia M.",
      store: { label: "Bramwell's Westchester" },
    });
    expect(readAssociateNote(value)).toEqual({
      display_name: "Julia M.",
      store: "Bramwell's Westchester",
    });
  });

  it.each([undefined, "", "not json", "[]", '{"display_name":1,"store":"x"}'])(
    "ignores %p",
    (value) => expect(readAssociateNote(value)).toBeNull(),
  );
});

describe("the associate sign-in form", () => {
  it("lower-cases the name and takes a 4 to 8 digit PIN", () => {
    expect(associateSignInSchema.parse({ user_name: " JMorales ", pin: "2468" })).toEqual({
      user_name: "jmorales",
      pin: "2468",
    });
    expect(associateSignInSchema.safeParse({ user_name: "a", pin: "12a4" }).success).toBe(false);
    expect(associateSignInSchema.safeParse({ user_name: "a", pin: "123" }).success).toBe(false);
    expect(associateSignInSchema.safeParse({ user_name: "", pin: "1234" }).success).toBe(false);
  });
});

describe("the adjustment form", () => {
  it("reads dollars as cents without floating point", () => {
    expect(dollarsToCents("25")).toBe(2500);
    expect(dollarsToCents("25.5")).toBe(2550);
    expect(dollarsToCents(" 0.07 ")).toBe(7);
    expect(dollarsToCents("19.99")).toBe(1999);
    expect(dollarsToCents("1.234")).toBeNull();
    expect(dollarsToCents("-5")).toBeNull();
    expect(dollarsToCents("abc")).toBeNull();
  });

  it("turns a reason and amount into a labelled discount", () => {
    const values = adjustmentFormSchema.parse({ reason: "price_match", note: "", amount: "12.50" });
    expect(adjustmentPayload(values)).toEqual({ label: "Price match", amount: -1250 });
    const other = adjustmentFormSchema.parse({ reason: "other", note: "Scuff", amount: "3" });
    expect(adjustmentPayload(other)).toEqual({ label: "Other: Scuff", amount: -300 });
  });

  it("needs a note for other, and an amount above zero", () => {
    expect(adjustmentFormSchema.safeParse({ reason: "other", note: "", amount: "3" }).success).toBe(
      false,
    );
    expect(
      adjustmentFormSchema.safeParse({ reason: "goodwill", note: "", amount: "0" }).success,
    ).toBe(false);
  });

  it("counts only discounts towards the limit", () => {
    expect(discountsOf([{ amount: -500 }, { amount: 2000 }, { amount: -250 }])).toBe(750);
    expect(discountsOf([])).toBe(0);
  });
});

describe("kiosk equivalents of the web checkout pages", () => {
  it.each([
    ["registration", undefined, "/checkout/store-registration"],
    ["confirmation", undefined, "/checkout/create-invoice"],
    ["apple_pay_confirmation", undefined, "/checkout/create-invoice"],
    ["amazon_pay_confirmation", undefined, "/checkout/create-invoice"],
    ["confirmation_affirm", undefined, "/checkout/create-invoice"],
    ["thank_you", undefined, "/checkout/invoice"],
    ["thank_you", "a b&c", "/checkout/invoice?order=a+b%26c"],
  ] as const)("%s (%p) leads to %s", (page, order, expected) => {
    expect(kioskEquivalentOf(page, order)).toBe(expected);
  });
});
