import type { OrganizationJsonLdProps } from "next-seo";
import { brand } from "../brand";

/** schema.org Organization for the home page. */
export function organizationJsonLd(siteUrl: string) {
  return {
    name: brand.name,
    url: siteUrl,
    logo: new URL("/icon.svg", siteUrl).toString(),
    email: brand.supportEmail,
    address: { "@type": "PostalAddress", addressLocality: brand.city, addressCountry: "US" },
  } satisfies OrganizationJsonLdProps;
}
