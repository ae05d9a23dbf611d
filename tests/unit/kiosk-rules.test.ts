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
