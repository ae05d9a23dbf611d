import type { PromoRule } from "@/lib/promo/rules";
import {
  campaignCodeFromSegment,
  isReservedSegment,
  RESERVED_SEGMENTS,
} from "@/lib/promo/campaign-path";
import { promoLinkCheck, promoLinkNotHere } from "@/lib/promo/link-check";

const now = new Date("2026-11-21T12:00:00Z");
const rule = (over: Partial<PromoRule> = {}): PromoRule => ({
  code: "WELCOME15",
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

describe("promoLinkCheck: the cart's rules, worded for a campaign link", () => {
  it("a usable code is valid and says it is saved", () => {
    expect(promoLinkCheck("WELCOME15", rule(), now, null)).toEqual({
      code: "WELCOME15",
      valid: true,
      message: "Your code WELCOME15 is saved and will be offered in your bag at checkout.",
    });
  });

  it("the minimum spend is left to the bag (no bag yet) and is not revealed", () => {
    const answer = promoLinkCheck(
      "ATELIER50",
      rule({ code: "ATELIER50", minItemTotal: 30000 }),
      now,
      null,
    );
    expect(answer.valid).toBe(true);
    expect(answer.message).not.toMatch(/\$|least/);
  });

  it.each<[string, PromoRule | null, string]>([
    ["unknown", null, "We don't recognise the code X1. It has not been saved."],
    ["switched off", rule({ active: false }), "The code X1 is no longer available."],
    [
      "not started",
      rule({ startsAt: new Date("2027-01-01T00:00:00Z") }),
      "The code X1 is not active yet.",
    ],
    ["expired", rule({ expiresAt: new Date("2025-09-01T00:00:00Z") }), "The code X1 has expired."],
    ["expiring this instant", rule({ expiresAt: now }), "The code X1 has expired."],
    ["used up", rule({ maxUses: 1, timesUsed: 1 }), "The code X1 has already been used."],
  ])("%s: not valid, with a clear sentence", (_, promo, message) => {
    expect(promoLinkCheck("X1", promo, now, null)).toEqual({ code: "X1", valid: false, message });
  });

  it("a store without promo inputs refuses every code", () => {
    expect(promoLinkNotHere("WELCOME15")).toMatchObject({ valid: false });
  });
});

describe("reserved paths come before the promo catch-all", () => {
  it.each([
    "signup",
    "login",
    "forgot-password",
    "reset-password",
    "verify-email",
    "confirm-account",
    "confirm-email",
    "undo-email-change",
    "finish-sign-in",
    "my-account",
    "cart",
    "checkout",
    "products",
    "products-preview",
    "gallery",
    "journey",
    "jobs",
    "craft",
    "splash-of-summer",
    "ardent-x-mara-lind",
    "clear",
    "web",
    "good-hearts-web",
  ])("/%s is never a promo code", (segment) => {
    expect(isReservedSegment(segment)).toBe(true);
    expect(campaignCodeFromSegment(segment)).toBeNull();
  });

  it("ignores letter case and %-escapes", () => {
    expect(campaignCodeFromSegment("GIFT-CARDS")).toBeNull();
    expect(campaignCodeFromSegment("My-Account")).toBeNull();
    expect(campaignCodeFromSegment("%63art")).toBeNull();
  });

  it("the list holds lower-case names, so the case-insensitive check can match them", () => {
    for (const name of RESERVED_SEGMENTS) expect(name).toBe(name.toLowerCase());
  });

  it("a campaign code is upper-cased; a segment that cannot be a code is null", () => {
    expect(campaignCodeFromSegment("welcome15")).toBe("WELCOME15");
    expect(campaignCodeFromSegment("SUMMER25")).toBe("SUMMER25");
    expect(campaignCodeFromSegment("%E0%A4%A")).toBeNull();
    expect(campaignCodeFromSegment("x")).toBeNull();
    expect(campaignCodeFromSegment("a".repeat(41))).toBeNull();
    expect(campaignCodeFromSegment("no.dots")).toBeNull();
  });
});
