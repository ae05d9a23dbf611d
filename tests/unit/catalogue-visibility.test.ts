import { imagePath, imageUrl } from "@/lib/catalogue/image-url";
import type { CatalogueProduct } from "@/lib/catalogue/types";
import {
  isCatalogueProductVisible,
  isContentVisible,
  isStockProductVisible,
  stockCategoryOf,
} from "@/lib/catalogue/visibility";

const bag = (over: Partial<CatalogueProduct> = {}): CatalogueProduct => ({
  id: "p1",
  name: "the-city-tote",
  label: "The City Tote",
  description: "",
  details: "",
  sku: null,
  product_type: { name: "custom-handbag" },
  category: null,
  enabled: 1,
  starting_price: 69500,
  stock: null,
  views: ["front", "side"],
  denominations: null,
  images: [
    {
      id: "i1",
      file_name: "The City Tote thumbnail",
      image_type: { name: "product-thumbnail" },
      image_format: { file_extension: "svg" },
      alt: "",
      width: 800,
      height: 800,
    },
  ],
  retailer_store_exclusions: [],
  ...over,
});

describe("catalogue visibility (spec 5)", () => {
  it("shows an enabled custom-handbag with images", () => {
    expect(isCatalogueProductVisible(bag(), "web")).toBe(true);
  });
  it("hides other types, products without images, disabled ones and store exclusions", () => {
    expect(isCatalogueProductVisible(bag({ product_type: { name: "stock" } }), "web")).toBe(false);
    expect(isCatalogueProductVisible(bag({ images: [] }), "web")).toBe(false);
    expect(isCatalogueProductVisible(bag({ enabled: 0 }), "web")).toBe(false);
    const excluded = bag({ retailer_store_exclusions: ["dept-westchester"] });
    expect(isCatalogueProductVisible(excluded, "dept-westchester")).toBe(false);
    expect(isCatalogueProductVisible(excluded, "web")).toBe(true);
  });
  it("applies the same rule to stock items, except the type", () => {
    const stock = bag({ product_type: { name: "stock" } });
    expect(isStockProductVisible(stock, "web")).toBe(true);
    expect(isStockProductVisible(bag(), "web")).toBe(false);
    expect(isStockProductVisible({ ...stock, enabled: 0 }, "web")).toBe(false);
  });
  it("places stock products by name", () => {
    expect(stockCategoryOf("limited-edition-saddle-bag")).toBe("limited-edition");
    expect(stockCategoryOf("Sample-Sale-Mini-Tote")).toBe("sample-sale");
    expect(stockCategoryOf("collection-weekender")).toBe("collection");
    expect(stockCategoryOf("silk-scarf")).toBeNull();
  });
});

describe("content visibility (spec 5)", () => {
  const page = { production_ready: 1, global: 0, published: 1, private: 0 } as const;
  it("shows production_ready or global, published, not private in production", () => {
    expect(isContentVisible(page, true)).toBe(true);
    expect(isContentVisible({ ...page, production_ready: 0, global: 1 }, true)).toBe(true);
    expect(isContentVisible({ ...page, production_ready: 0 }, true)).toBe(false);
    expect(isContentVisible({ ...page, published: 0 }, true)).toBe(false);
    expect(isContentVisible({ ...page, private: 1 }, true)).toBe(false);
  });
  it("includes unpublished and not-ready content outside production, never private", () => {
    expect(isContentVisible({ ...page, published: 0 }, false)).toBe(true);
    expect(isContentVisible({ ...page, production_ready: 0, global: 0 }, false)).toBe(true);
    expect(isContentVisible({ ...page, private: 1 }, false)).toBe(false);
  });
});

describe("image URLs (spec 7)", () => {
  it("turns spaces into + and appends the extension", () => {
    expect(imagePath("Limited Edition Saddle Bag", "svg")).toBe(
      "/images/Limited+Edition+Saddle+Bag.svg",
    );
    expect(imageUrl("https://cdn.example.com/", "a b", "jpg")).toBe(
      "https://cdn.example.com/images/a+b.jpg",
    );
    expect(imageUrl("", "tote", "png")).toBe("/images/tote.png");
  });
});
