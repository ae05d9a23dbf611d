import { PROMO_CODE_MESSAGES, readPromoCode } from "@/lib/promo/code-input";

describe("readPromoCode", () => {
  it("trims and upper-cases a code as written", () => {
    expect(readPromoCode("  spring_26-vip ")).toEqual({ code: "SPRING_26-VIP" });
  });

  it.each([
    ["", PROMO_CODE_MESSAGES.empty],
    ["   ", PROMO_CODE_MESSAGES.empty],
    ["A".repeat(41), PROMO_CODE_MESSAGES.tooLong],
    ["SPRING 26", PROMO_CODE_MESSAGES.characters],
    ["ÉTÉ", PROMO_CODE_MESSAGES.characters],
  ])("refuses %j with the field's message", (raw, message) => {
    expect(readPromoCode(raw)).toEqual({ error: message });
  });

  it("takes a code of exactly the longest length", () => {
    expect(readPromoCode("a".repeat(40))).toEqual({ code: "A".repeat(40) });
  });
});
