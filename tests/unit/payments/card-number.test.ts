import {
  cardBrand,
  cardGroups,
  cardNumberValid,
  expiryPassed,
  luhnValid,
  parseExpiry,
} from "@/lib/payments/card-number";
import IMask from "imask";
import {
  CARD_NUMBER_MASK,
  cvcMask,
  EXPIRY_MASK,
  PHONE_MASK,
  ZIP_MASK,
  type MaskOptions,
} from "@/lib/forms/masks";

/** What a mask shows once these characters are typed or pasted (imask, the engine the inputs use). */
const masked = (options: MaskOptions, typed: string) => {
  const mask = IMask.createMask(options);
  mask.resolve(typed);
  return mask.value;
};
const formatCardNumber = (typed: string) => masked(CARD_NUMBER_MASK, typed);

describe("Luhn", () => {
  it.each([
    "4242424242424242",
    "4000 0000 0000 0002",
    "378282246310005",
    "6011111111111117",
    "5555555555554444",
    "30569309025904",
    "3566002020360505",
  ])("accepts %s", (number) => expect(luhnValid(number)).toBe(true));

  it.each(["4242424242424241", "1234567812345678", "0000", "", "4".repeat(20)])(
    "rejects %s",
    (number) => expect(luhnValid(number)).toBe(false),
  );

  it("requires a length the brand uses", () => {
    // Luhn-valid but 15 digits: no Visa has 15.
    expect(luhnValid("424242424242424")).toBe(true);
    expect(cardNumberValid("424242424242424")).toBe(false);
    expect(cardNumberValid("4242 4242 4242 4242")).toBe(true);
  });
});

describe("brand detection from the number pattern", () => {
  it.each([
    ["4", "visa"],
    ["4242424242424242", "visa"],
    ["51", "mastercard"],
    ["2221000000000009", "mastercard"],
    ["2720990000000007", "mastercard"],
    ["34", "amex"],
    ["37", "amex"],
    ["6011", "discover"],
    ["65", "discover"],
    ["36", "diners"],
    ["3056930009020004", "diners"],
    ["3528", "jcb"],
    ["3589", "jcb"],
    ["2", "unknown"],
    ["2220", "unknown"],
    ["9", "unknown"],
    ["", "unknown"],
  ])("%s is %s", (number, brand) => expect(cardBrand(number)).toBe(brand));
});

describe("grouping", () => {
  it("groups most cards 4-4-4-4", () => {
    expect(cardGroups("4242")).toEqual([4, 4, 4, 4]);
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("5555555555554444")).toBe("5555 5555 5555 4444");
  });
  it("groups Amex 4-6-5 and caps it at 15 digits", () => {
    expect(formatCardNumber("378282246310005")).toBe("3782 822463 10005");
    expect(formatCardNumber("3782822463100059999")).toBe("3782 822463 10005");
  });
  it("groups 14-digit Diners 4-6-4", () => {
    expect(formatCardNumber("36227206271667")).toBe("3622 720627 1667");
  });
  it("keeps 19-digit Visa numbers whole", () => {
    expect(formatCardNumber("4242424242424242424")).toBe("4242 4242 4242 4242 424");
  });
  it("ignores anything that is not a digit", () => {
    expect(formatCardNumber("4242-4242 abc 4242")).toBe("4242 4242 4242");
  });
});

describe("the other masks (spec 5)", () => {
  it("expiry reads MM/YY however it is typed or pasted", () => {
    expect(masked(EXPIRY_MASK, "1228")).toBe("12/28");
    expect(masked(EXPIRY_MASK, "12/345")).toBe("12/34");
  });
  it("the security code has four digits for Amex, three for the rest", () => {
    expect(masked(cvcMask("378282246310005"), "12345")).toBe("1234");
    expect(masked(cvcMask("4242424242424242"), "12345")).toBe("123");
  });
  it("ZIP codes take five digits or ZIP+4", () => {
    expect(masked(ZIP_MASK, "10013")).toBe("10013");
    expect(masked(ZIP_MASK, "100131234")).toBe("10013-1234");
  });
  it("a US phone number reads (212) 555-0100 however it is pasted; + keeps a country code", () => {
    expect(masked(PHONE_MASK, "2125550100")).toBe("(212) 555-0100");
    expect(masked(PHONE_MASK, "212-555-0100")).toBe("(212) 555-0100");
    expect(masked(PHONE_MASK, "+44 20 7123 4567")).toBe("+442071234567");
  });
});

describe("expiry", () => {
  it("parses two- and four-digit years", () => {
    expect(parseExpiry("04/30")).toEqual({ month: 4, year: 2030 });
    expect(parseExpiry("4/2031")).toEqual({ month: 4, year: 2031 });
    expect(parseExpiry("13/30")).toBeNull();
    expect(parseExpiry("0430")).toBeNull();
  });
  it("is valid through the end of the expiry month", () => {
    const now = new Date(Date.UTC(2026, 4, 31)); // 31 May 2026
    expect(expiryPassed(5, 2026, now)).toBe(false);
    expect(expiryPassed(4, 2026, now)).toBe(true);
    expect(expiryPassed(12, 2025, now)).toBe(true);
    expect(expiryPassed(1, 2027, now)).toBe(false);
  });
});
