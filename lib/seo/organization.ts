import { brand } from "../brand";

/** schema.org Organization for the home page. */
export function organizationJsonLd(siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: brand.name,
    url: siteUrl,
    logo: new URL("/icon.svg", siteUrl).toString(),
    email: brand.supportEmail,
    address: { "@type": "PostalAddress", addressLocality: brand.city, addressCountry: "US" },
  };
}
