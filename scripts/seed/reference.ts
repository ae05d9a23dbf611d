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

/** Fixed dates keep the seed byte-identical from run to run. */
export const EPOCH = new Date("2026-01-01T00:00:00Z");

/**
 * Reference data every store needs, demo or not: lookup types, categories, the retailers and
 * their retail stores (the stylist channel among them), countries and states. No people, no codes.
 */
export function referenceRows(rows: SeedRows): void {
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
}
