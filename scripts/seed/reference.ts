import type { SeedRows } from "./rows";
import { seedId } from "./ids";
import { countries, usStates } from "./geo";

const PRODUCT_TYPES = ["custom-handbag", "stock", "mask", "gift-card", "gift-box"] as const;
const COMPONENT_TYPES = [
  "required",
  "optional",
  "container",
  "selectable-option",
  "selectable-group",
] as const;
const PARTS = ["hardware", "foil"] as const;
const SELECTABLE_TYPES = ["required", "optional", "multiple"] as const;
const IMAGE_TYPES = ["product-thumbnail", "product-thumbnail-cart", "gallery"] as const;
const IMAGE_FORMATS = [
  ["svg", "image/svg+xml"],
  ["jpg", "image/jpeg"],
  ["png", "image/png"],
  ["webp", "image/webp"],
] as const;
const CATEGORIES = [
  [
    "limited-edition",
    "Limited Edition",
    "Numbered runs cut from a single hide lot. When they are gone, they are gone.",
  ],
  [
    "sample-sale",
    "Sample Sale",
    "One-of-a-kind samples and atelier trials, finished by hand and priced to move.",
  ],
  [
    "collection",
    "The Collection",
    "Ready-to-wear pieces from the current collection, in stock and ready to ship.",
  ],
] as const;

/** id helpers for rows other seed modules point at. */
export const refId = {
  productType: (name: string) => seedId("product-type", name),
  componentType: (name: string) => seedId("component-type", name),
  part: (name: string) => seedId("part", name),
  selectableType: (name: string) => seedId("selectable-type", name),
  imageType: (name: string) => seedId("image-type", name),
  imageFormat: (ext: string) => seedId("image-format", ext),
  category: (name: string) => seedId("category", name),
  retailer: (name: string) => seedId("retailer", name),
  store: (name: string) => seedId("retail-store", name),
  country: (code: string) => seedId("country", code),
};

const RETAILERS = [
  ["atelier-ardent", "Atelier Ardent"],
  ["bramwells", "Bramwell's"],
  ["ardent-stylist", "Atelier Ardent Stylist"],
  ["good-hearts", "Good Hearts"],
] as const;

const STORES = [
  ["web", "Atelier Ardent", "atelier-ardent"],
  ["dept-westchester", "Bramwell's Westchester", "bramwells"],
  ["dept-manhattan", "Bramwell's Manhattan", "bramwells"],
  ["stylist-web", "Atelier Ardent Stylist", "ardent-stylist"],
  ["good-hearts-web", "Good Hearts x Atelier Ardent", "good-hearts"],
] as const;

/**
 * Demo associates with their PINs hashed (argon2id, as for customers); the PINs are in the
 * README: jmorales 2468, dpatel 1357 (Westchester), akim 8642, rbrooks 9753 (Manhattan).
 */
const ASSOCIATES = [
  [
    "jmorales",
    "Julia",
    "Morales",
    "dept-westchester",
    "$argon2id$v=19$m=19456,t=2,p=1$4M7XvAPevRnz14BIkLSntQ$gnmdQldK44CLxl/VvYz50SPApkSxQ+reIpM7DRLi2Q4",
  ],
  [
    "dpatel",
    "Dev",
    "Patel",
    "dept-westchester",
    "$argon2id$v=19$m=19456,t=2,p=1$wyzmxmEK4ciP37hSnKyKrA$IVIRLW5EdvqeNyw0X+E9D1xZ2E2gRwKy9yjRtV7nsDM",
  ],
  [
    "akim",
    "Alice",
    "Kim",
    "dept-manhattan",
    "$argon2id$v=19$m=19456,t=2,p=1$GlaGtUipeuL0cDAoSjO7Kw$uJvQwtanTyHDWzlhTmrx4OyKjWWttVNU/nMno/9uLX8",
  ],
  [
    "rbrooks",
    "Renee",
    "Brooks",
    "dept-manhattan",
    "$argon2id$v=19$m=19456,t=2,p=1$4EzF/Z8SlsePumPhtC/ulA$cpIllW3N5iau4Zyln+in3tGWm0rmrCOpGRp7AXtc/Hw",
  ],
] as const;

/** The stylist channel's demo stylists: checkout on the stylist store takes the name or the code. */
const STYLISTS = [
  ["CLAURENT", "Camille Laurent"],
  ["MOKAFOR", "Maya Okafor"],
  ["TBERG", "Theo Berg"],
] as const;

/**
 * The demo marketing editor (role `staff`): signs in at /login with `atelier-preview-2026` (in the
 * README) and may then preview unpublished content.
 */
const STAFF = {
  email: "editor@atelier-ardent.test",
  firstName: "Morgan",
  lastName: "Reyes",
  passwordHash:
    "$argon2id$v=19$m=19456,t=2,p=1$W1EZv7sn9LvFH3JLtR28Ew$HbOMmnlxKb3D1HeI045V4y6UMTWWwzw97hBfLgC+0Ys",
} as const;

const day = 24 * 60 * 60 * 1000;
/** Fixed dates keep the seed byte-identical from run to run. */
const EPOCH = new Date("2026-01-01T00:00:00Z");

export function referenceRows(rows: SeedRows, options: { demoStaff: boolean }): void {
  for (const name of PRODUCT_TYPES) rows.productTypes.push({ id: refId.productType(name), name });
  for (const name of COMPONENT_TYPES)
    rows.componentTypes.push({ id: refId.componentType(name), name });
  for (const name of PARTS) rows.parts.push({ id: refId.part(name), name });
  for (const name of SELECTABLE_TYPES)
    rows.selectableTypes.push({ id: refId.selectableType(name), name });
  for (const name of IMAGE_TYPES) rows.imageTypes.push({ id: refId.imageType(name), name });
  for (const [ext, mime] of IMAGE_FORMATS) {
    rows.imageFormats.push({ id: refId.imageFormat(ext), fileExtension: ext, mimeType: mime });
  }
  CATEGORIES.forEach(([name, label, description], sort) =>
    rows.productCategories.push({ id: refId.category(name), name, label, description, sort }),
  );
  for (const [name, label] of RETAILERS)
    rows.retailers.push({ id: refId.retailer(name), name, label, createdAt: EPOCH });
  for (const [name, label, retailer] of STORES) {
    rows.retailStores.push({
      id: refId.store(name),
      name,
      label,
      retailerId: refId.retailer(retailer),
      createdAt: EPOCH,
    });
  }
  for (const [userName, firstName, lastName, store, pinHash] of ASSOCIATES) {
    rows.salesAssociates.push({
      id: seedId("associate", userName),
      userName,
      firstName,
      lastName,
      displayName: `${firstName} ${lastName.slice(0, 1)}.`,
      pinHash,
      retailStoreId: refId.store(store),
      createdAt: EPOCH,
    });
  }
  for (const [code, name] of STYLISTS) {
    rows.stylists.push({ id: seedId("stylist", code), code, name, createdAt: EPOCH });
  }
  if (options.demoStaff)
    rows.customers.push({
      id: seedId("staff", STAFF.email),
      ...STAFF,
      hasAccount: true,
      role: "staff",
      accountCreatedAt: EPOCH,
      emailVerifiedAt: EPOCH,
      retailStoreId: refId.store("web"),
      createdAt: EPOCH,
      updatedAt: EPOCH,
    });
  for (const [code, name] of countries)
    rows.geoCountries.push({ id: refId.country(code), code, name });
  for (const [code, name] of usStates) {
    rows.geoStates.push({
      id: seedId("state", "US", code),
      countryId: refId.country("US"),
      code,
      name,
    });
  }
  const farFuture = new Date(EPOCH.getTime() + 3650 * day);
  rows.promoCodes.push(
    {
      id: seedId("promo", "WELCOME15"),
      code: "WELCOME15",
      kind: "percentage",
      value: 1500,
      createdAt: EPOCH,
      expiresAt: farFuture,
    },
    {
      id: seedId("promo", "ATELIER50"),
      code: "ATELIER50",
      kind: "fixed",
      value: 5000,
      minItemTotal: 30000,
      createdAt: EPOCH,
      expiresAt: farFuture,
    },
    {
      id: seedId("promo", "SUMMER25"),
      code: "SUMMER25",
      kind: "percentage",
      value: 2500,
      createdAt: EPOCH,
      startsAt: new Date("2025-06-01T00:00:00Z"),
      expiresAt: new Date("2025-09-01T00:00:00Z"),
    },
    {
      id: seedId("promo", "FIRSTBAG"),
      code: "FIRSTBAG",
      kind: "fixed",
      value: 10000,
      maxUses: 1,
      createdAt: EPOCH,
      expiresAt: farFuture,
    },
    {
      id: seedId("promo", "GOODHEARTS10"),
      code: "GOODHEARTS10",
      retailStoreId: refId.store("good-hearts-web"),
      kind: "percentage",
      value: 1000,
      createdAt: EPOCH,
      expiresAt: farFuture,
    },
  );
}
