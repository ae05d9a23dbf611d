import { eq } from "drizzle-orm";
import { consentEvents, customers } from "@/lib/db/schema";
import {
  CONSENT_CATEGORIES,
  CONSENT_POLICY_VERSION,
  OPTIONAL_CATEGORIES,
} from "@/lib/privacy/consent-config";
import {
  consentSnapshot,
  setConsent,
  subscribeConsent,
  withoutMarketingUnderGpc,
} from "@/lib/privacy/consent-state";
import {
  consentModeFor,
  countryCode,
  parsePrivacyContext,
  privacyContextOf,
  REGION_CHOICES,
  serializePrivacyContext,
} from "@/lib/privacy/jurisdiction";
import { seededDatabaseForFile } from "./support/seeded-db";

jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));
process.env.PGLITE_DIR = "memory://";

const scratch = seededDatabaseForFile();
const db = () => scratch.database.db;
const records = () => import("@/lib/privacy/consent-records");

describe("jurisdiction (issue 37)", () => {
  it("asks first in the EU, the EEA, the UK and wherever the country is unknown", () => {
    for (const country of ["DE", "FR", "IE", "NO", "IS", "LI", "GB", "CH"]) {
      expect(consentModeFor(country)).toBe("opt-in");
    }
    expect(consentModeFor(null)).toBe("opt-in");
    expect(consentModeFor(countryCode("XX"))).toBe("opt-in");
    expect(consentModeFor(countryCode("T1"))).toBe("opt-in");
    expect(consentModeFor(countryCode("not a country"))).toBe("opt-in");
  });

  it("lets trackers run until refused in the US and elsewhere", () => {
    expect(consentModeFor("US")).toBe("opt-out");
    expect(consentModeFor(countryCode(" us "))).toBe("opt-out");
    expect(consentModeFor("JP")).toBe("opt-out");
  });

  it("reads every region a shopper can choose as the law of that region", () => {
    const modes = Object.fromEntries(
      REGION_CHOICES.map(([code]) => [code, consentModeFor(countryCode(code))]),
    );
    expect(modes).toEqual({
      US: "opt-out",
      GB: "opt-in",
      EU: "opt-in",
      CH: "opt-in",
      AA: "opt-out",
    });
  });

  it("takes the CDN's country first, then the shopper's choice, and reads Sec-GPC: 1", () => {
    expect(privacyContextOf({ cdnCountry: "FR", chosenCountry: "US", secGpc: null })).toEqual({
      mode: "opt-in",
      gpc: false,
    });
    expect(privacyContextOf({ cdnCountry: null, chosenCountry: "US", secGpc: "1" })).toEqual({
      mode: "opt-out",
      gpc: true,
    });
    expect(privacyContextOf({ cdnCountry: "XX", chosenCountry: null, secGpc: "0" })).toEqual({
      mode: "opt-in",
      gpc: false,
    });
  });

  it("round-trips the context cookie and reads a forged one as the safe default", () => {
    for (const context of [
      { mode: "opt-in", gpc: false },
      { mode: "opt-in", gpc: true },
      { mode: "opt-out", gpc: false },
      { mode: "opt-out", gpc: true },
    ] as const) {
      expect(parsePrivacyContext(serializePrivacyContext(context))).toEqual(context);
    }
    expect(parsePrivacyContext("out; evil")).toEqual({ mode: "opt-in", gpc: false });
    expect(parsePrivacyContext(undefined)).toEqual({ mode: "opt-in", gpc: false });
  });
});

describe("consent state", () => {
  it("grants nothing until decided, then tells its subscribers", () => {
    expect(consentSnapshot().settled).toBe(false);
    expect(consentSnapshot().granted.size).toBe(0);
    const heard = jest.fn();
    const stop = subscribeConsent(heard);
    setConsent({ granted: new Set(["statistics"]), gpcHonored: false });
    expect(consentSnapshot().settled).toBe(true);
    expect([...consentSnapshot().granted]).toEqual(["statistics"]);
    setConsent({ granted: new Set(["statistics"]), gpcHonored: false });
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
  });

  it("drops marketing under GPC and keeps the rest", () => {
    expect([...withoutMarketingUnderGpc(OPTIONAL_CATEGORIES, true)].sort()).toEqual([
      "functional",
      "statistics",
    ]);
    expect(withoutMarketingUnderGpc(["marketing"], false).has("marketing")).toBe(true);
  });

  it("describes every category the banner offers, with what each keeps and for how long", () => {
    const described = CONSENT_CATEGORIES.map((category) => category.id);
    expect(described).toEqual(["necessary", ...OPTIONAL_CATEGORIES]);
    for (const category of CONSENT_CATEGORIES) {
      expect(category.items.length).toBeGreaterThan(0);
      for (const item of category.items) expect(item.retention).not.toBe("");
    }
  });
});

describe("consent records", () => {
  async function customer(email: string): Promise<string> {
    const [row] = await db()
      .insert(customers)
      .values({ email, hasAccount: true, firstName: "Ada" })
      .returning();
    if (!row) throw new Error("no customer");
    return row.id;
  }

  it("keeps a customer's history in order and answers the latest under this version", async () => {
    const { recordConsentEvent, consentHistory, latestConsentEvent } = await records();
    const id = await customer("consent.history@example.com");
    expect(await latestConsentEvent(db(), id)).toBeNull();
    await recordConsentEvent(db(), {
      customerId: id,
      categories: ["statistics", "marketing", "statistics"],
      policyVersion: CONSENT_POLICY_VERSION,
      source: "banner",
    });
    await recordConsentEvent(db(), {
      customerId: id,
      categories: ["statistics"],
      policyVersion: CONSENT_POLICY_VERSION,
      source: "do-not-sell",
    });
    await recordConsentEvent(db(), {
      customerId: null,
      categories: ["functional"],
      policyVersion: CONSENT_POLICY_VERSION,
      source: "banner",
    });
    const history = await consentHistory(db(), [id]);
    expect(history.map((event) => [event.source, event.categories])).toEqual([
      ["banner", ["marketing", "statistics"]],
      ["do-not-sell", ["statistics"]],
    ]);
    expect(await latestConsentEvent(db(), id)).toMatchObject({
      source: "do-not-sell",
      categories: ["statistics"],
    });
  });

  it("asks again after a new policy version: an older choice is not applied", async () => {
    const { recordConsentEvent, latestConsentEvent } = await records();
    const id = await customer("consent.version@example.com");
    await recordConsentEvent(db(), {
      customerId: id,
      categories: ["marketing"],
      policyVersion: CONSENT_POLICY_VERSION - 1,
      source: "banner",
    });
    expect(await latestConsentEvent(db(), id)).toBeNull();
  });

  it("keeps the choices of an erased customer without the customer", async () => {
    const { recordConsentEvent } = await records();
    const id = await customer("consent.erased@example.com");
    await recordConsentEvent(db(), {
      customerId: id,
      categories: [],
      policyVersion: CONSENT_POLICY_VERSION,
      source: "gpc",
    });
    const before = await db().select().from(consentEvents).where(eq(consentEvents.source, "gpc"));
    await db().delete(customers).where(eq(customers.id, id));
    const after = await db().select().from(consentEvents).where(eq(consentEvents.source, "gpc"));
    expect(after).toHaveLength(before.length);
    expect(after.every((row) => row.customerId === null)).toBe(true);
  });
});
