import { requestOrigin } from "@/lib/seo/origin";
import { robotsTxt } from "@/lib/seo/robots";
import { sitemapXml } from "@/lib/seo/sitemap";
import { productJsonLd } from "@/lib/catalogue/product-json-ld";
import type { CatalogueProduct } from "@/lib/catalogue/types";

describe("robots.txt per retail host", () => {
  it("lets crawlers into the own store in production, except private paths", () => {
    const txt = robotsTxt("web", true, "https://atelier.example");
    expect(txt).toContain("Allow: /");
    expect(txt).toContain("Disallow: /checkout");
    expect(txt).toContain("Disallow: /api/");
    expect(txt).not.toMatch(/^Disallow: \/$/m);
    expect(txt).toContain("Sitemap: https://atelier.example/sitemap.xml");
  });
  it("closes the kiosks and every non-production host", () => {
    expect(robotsTxt("dept-westchester", true, "https://dept.x")).toMatch(/^Disallow: \/$/m);
    expect(robotsTxt("web", false, "http://localhost:3000")).toMatch(/^Disallow: \/$/m);
  });
});

describe("sitemap.xml", () => {
  it("lists absolute URLs on the request's host, escaped", () => {
    const xml = sitemapXml("https://stylist.example", [
      { path: "/a&b", priority: 1, lastModified: "2026-03-01" },
    ]);
    expect(xml).toContain("<loc>https://stylist.example/a&amp;b</loc>");
    expect(xml).toContain("<lastmod>2026-03-01</lastmod>");
    expect(xml).toContain("<priority>1.0</priority>");
  });
  it("takes the origin from the host only when it is a configured origin", () => {
    const config = { siteUrl: "https://www.shop.example" };
    const dept = new Headers({ host: "Dept.Shop.Example" });
    expect(requestOrigin(dept, "dept-westchester", config)).toBe("https://dept.shop.example");
    const local = { siteUrl: "http://localhost:3100" };
    const stylist = new Headers({ host: "stylist.localhost:3100" });
    expect(requestOrigin(stylist, "stylist-web", local)).toBe("http://stylist.localhost:3100");
  });

  it("never reflects a host nobody configured: the store's own origin instead", () => {
    const config = { siteUrl: "https://www.shop.example" };
    for (const host of ["evil.example", "evil.com/<x>", "dept.shop.example.evil.example", ""]) {
      expect(requestOrigin(new Headers({ host }), "web", config)).toBe("https://www.shop.example");
      expect(requestOrigin(new Headers({ host }), "stylist-web", config)).toBe(
        "https://stylist.shop.example",
      );
    }
    const forwarded = new Headers({ host: "www.shop.example", "x-forwarded-host": "evil.example" });
    expect(requestOrigin(forwarded, "web", config)).toBe("https://www.shop.example");
  });

  it("follows STORE_ORIGINS where a store has its own domain", () => {
    const config = {
      siteUrl: "https://www.shop.example",
      storeOrigins: "good-hearts-web=https://bags.goodhearts.example",
    };
    const host = new Headers({ host: "bags.goodhearts.example" });
    expect(requestOrigin(host, "good-hearts-web", config)).toBe("https://bags.goodhearts.example");
    expect(requestOrigin(new Headers(), "good-hearts-web", config)).toBe(
      "https://bags.goodhearts.example",
    );
  });
});

describe("Product JSON-LD", () => {
  const product = {
    id: "p",
    name: "limited-edition-saddle-bag",
    label: "Saddle Bag",
    description: "d",
    details: "",
    sku: "AA-1",
    product_type: { name: "stock" },
    category: null,
    enabled: 1,
    starting_price: 129500,
    stock: 0,
    views: [],
    denominations: null,
    images: [],
    retailer_store_exclusions: [],
  } satisfies CatalogueProduct;
  it("carries the price in USD and the availability", () => {
    const ld = productJsonLd(product, "https://x.example/p", "");
    expect(ld.offers).toMatchObject({
      priceCurrency: "USD",
      price: "1295.00",
      availability: "https://schema.org/OutOfStock",
    });
    expect(
      productJsonLd({ ...product, stock: 2 }, "https://x.example/p", "").offers.availability,
    ).toBe("https://schema.org/InStock");
    expect(
      productJsonLd({ ...product, stock: null }, "https://x.example/p", "").offers.availability,
    ).toBe("https://schema.org/PreOrder");
  });
});
