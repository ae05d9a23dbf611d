import { BreadcrumbJsonLd, OrganizationJsonLd, ProductJsonLd } from "next-seo";
import { renderToStaticMarkup } from "react-dom/server";
import { z } from "zod";
import { productJsonLd } from "@/lib/catalogue/product-json-ld";
import type { CatalogueProduct } from "@/lib/catalogue/types";
import { organizationJsonLd } from "@/lib/seo/organization";

/** The JSON inside the one ld+json script of some markup. */
function ldOf(markup: string): unknown {
  const match = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(markup);
  if (!match?.[1]) throw new Error(`no JSON-LD in ${markup}`);
  return JSON.parse(match[1]);
}

const url = z.url({ protocol: /^https$/ });
const context = z.literal("https://schema.org");

// What Google's rich results need of each type (required properties only).
const productSchema = z.object({
  "@context": context,
  "@type": z.literal("Product"),
  name: z.string().min(1),
  image: url.optional(),
  brand: z.object({ "@type": z.literal("Brand"), name: z.string().min(1) }),
  offers: z.object({
    "@type": z.literal("Offer"),
    url,
    priceCurrency: z.literal("USD"),
    price: z.string().regex(/^\d+\.\d{2}$/),
    availability: z.enum([
      "https://schema.org/InStock",
      "https://schema.org/OutOfStock",
      "https://schema.org/PreOrder",
    ]),
  }),
});
const organizationSchema = z.object({
  "@context": context,
  "@type": z.literal("Organization"),
  name: z.string().min(1),
  url,
  logo: url,
});
const breadcrumbSchema = z.object({
  "@context": context,
  "@type": z.literal("BreadcrumbList"),
  itemListElement: z
    .array(
      z.object({
        "@type": z.literal("ListItem"),
        position: z.number().int().positive(),
        name: z.string().min(1),
        item: url,
      }),
    )
    .min(1),
});

const product = {
  id: "p",
  name: "the-city-tote",
  label: "The City Tote </script><script>alert(1)</script>",
  description: "A tote.",
  details: "",
  sku: "CT-1",
  product_type: { name: "custom-handbag" },
  category: null,
  enabled: 1,
  starting_price: 129500,
  stock: null,
  views: [],
  denominations: null,
  images: [
    {
      file_name: "the-city-tote",
      image_type: { name: "product-thumbnail" },
      image_format: { file_extension: "webp" },
    },
  ],
  retailer_store_exclusions: [],
} as unknown as CatalogueProduct;

describe("JSON-LD through next-seo", () => {
  it("describes a product with a valid offer, and cannot be broken out of", () => {
    const markup = renderToStaticMarkup(
      <ProductJsonLd
        {...productJsonLd(product, "https://atelier.example/bags/the-city-tote", "")}
      />,
    );
    expect(markup).not.toContain("</script><script>");
    const ld = productSchema.parse(ldOf(markup));
    expect(ld.offers).toMatchObject({
      price: "1295.00",
      availability: "https://schema.org/PreOrder",
    });
    expect(ld.image).toMatch(/^https:\/\/atelier\.example\//);
  });

  it("describes the organization", () => {
    const markup = renderToStaticMarkup(
      <OrganizationJsonLd {...organizationJsonLd("https://atelier.example")} />,
    );
    expect(organizationSchema.parse(ldOf(markup)).logo).toBe("https://atelier.example/icon.svg");
  });

  it("numbers the breadcrumbs from one, in order", () => {
    const markup = renderToStaticMarkup(
      <BreadcrumbJsonLd
        items={[
          { name: "Home", item: "https://atelier.example/" },
          { name: "Bags", item: "https://atelier.example/bags/all-bags" },
        ]}
      />,
    );
    const ld = breadcrumbSchema.parse(ldOf(markup));
    expect(ld.itemListElement.map((i) => [i.position, i.name])).toEqual([
      [1, "Home"],
      [2, "Bags"],
    ]);
  });
});
