import { readCachedStore, serializeStore } from "@/lib/retail/cached-store";
import { SECTION_MATRIX, SITE_SECTIONS, showsSection } from "@/lib/retail/sections";
import { RETAIL_STORE_SLUGS } from "@/lib/retail/stores";

describe("site-section matrix", () => {
  it("has a row for every store naming every section", () => {
    expect(Object.keys(SECTION_MATRIX).sort()).toEqual([...RETAIL_STORE_SLUGS].sort());
    for (const slug of RETAIL_STORE_SLUGS) {
      expect(Object.keys(SECTION_MATRIX[slug]).sort()).toEqual([...SITE_SECTIONS].sort());
    }
  });

  it.each(["dept-westchester", "dept-manhattan"] as const)(
    "%s hides payment, taxes and billing and shows customer details, comments and adjustments",
    (slug) => {
      expect(showsSection(slug, "paymentDetails")).toBe(false);
      expect(showsSection(slug, "taxes")).toBe(false);
      expect(showsSection(slug, "billingAddress")).toBe(false);
      expect(showsSection(slug, "customerDetails")).toBe(true);
      expect(showsSection(slug, "comments")).toBe(true);
      expect(showsSection(slug, "addAdjustment")).toBe(true);
    },
  );

  it("shows assistance, FAQ and promo on the own store", () => {
    expect(showsSection("web", "assistance")).toBe(true);
    expect(showsSection("web", "faqLink")).toBe(true);
    expect(showsSection("web", "promoInputs")).toBe(true);
  });

  it("makes the kiosk and the own store differ in what a shopper sees", () => {
    const differing = SITE_SECTIONS.filter(
      (s) => SECTION_MATRIX.web[s] !== SECTION_MATRIX["dept-westchester"][s],
    );
    expect(differing).toEqual(
      expect.arrayContaining(["accountLink", "faqLink", "salesAssociateHeader"]),
    );
  });
});

describe("cached retail-store cookie", () => {
  const store = {
    id: "4b8f0a8e-2b0c-4c8e-9d8e-0a1b2c3d4e5f",
    name: "dept-westchester" as const,
    label: "Bramwell's Westchester",
    retailer: { name: "bramwells", label: "Bramwell's" },
  };

  it("is used when its name matches the resolved store", () => {
    expect(readCachedStore(serializeStore(store), "dept-westchester")).toEqual(store);
  });

  it("is ignored when its name differs, it is malformed, or missing", () => {
    expect(readCachedStore(serializeStore(store), "web")).toBeUndefined();
    expect(readCachedStore("{not json", "web")).toBeUndefined();
    expect(
      readCachedStore(JSON.stringify({ ...store, id: "1" }), "dept-westchester"),
    ).toBeUndefined();
    expect(readCachedStore(undefined, "web")).toBeUndefined();
  });
});

describe("the partner rows written as the own store's with changes", () => {
  // Spec 3's table, row by row, for the two rows the code derives from the own store's.
  const row = (shown: string[]) =>
    Object.fromEntries(SITE_SECTIONS.map((section) => [section, shown.includes(section)]));

  it("stylist channel", () => {
    expect(SECTION_MATRIX["stylist-web"]).toEqual(
      row([
        "accountLink",
        "createYourBagLink",
        "assistance",
        "stylistInputs",
        "customerDetails",
        "taxes",
        "billingAddress",
        "comments",
        "paymentDetails",
        "faqLink",
        "emailIcon",
        "sidebarLinks",
      ]),
    );
  });

  it("charity partner", () => {
    expect(SECTION_MATRIX["good-hearts-web"]).toEqual(
      row([
        "giftCertificates",
        "accountLink",
        "createYourBagLink",
        "assistance",
        "referrerInputs",
        "promoInputs",
        "taxes",
        "billingAddress",
        "paymentDetails",
        "faqLink",
        "emailIcon",
      ]),
    );
  });
});
