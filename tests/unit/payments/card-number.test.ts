import {
  cardBrand,
  cardGroups,
  cardNumberValid,
  expiryPassed,
  formatCardInput,
  formatCardNumber,
  formatExpiryInput,
  luhnValid,
  parseExpiry,
} from "@/lib/payments/card-number";

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

describe("format as you type", () => {
  it("inserts the space and moves the caret past it", () => {
    expect(formatCardInput("42424")).toEqual({ value: "4242 4", caret: 6 });
  });
  it("keeps the caret after the digit typed in the middle", () => {
    // Typed "9" after the 2nd digit of "4242 4242": raw "429424242", caret 3.
    const result = formatCardInput("429424242", 3);
    expect(result.value).toBe("4294 2424 2");
    expect(result.caret).toBe(3);
  });
  it("switches to Amex grouping as soon as the prefix says so", () => {
    expect(formatCardInput("3782822").value).toBe("3782 822");
    expect(formatCardInput("37828224631").value).toBe("3782 822463 1");
  });
});

describe("expiry", () => {
  it("formats MM/YY as typed without trapping Backspace", () => {
    expect(formatExpiryInput("1")).toBe("1");
    expect(formatExpiryInput("4")).toBe("04");
    expect(formatExpiryInput("12")).toBe("12");
    expect(formatExpiryInput("12/")).toBe("12/");
    expect(formatExpiryInput("123")).toBe("12/3");
    expect(formatExpiryInput("12/345")).toBe("12/34");
  });
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
