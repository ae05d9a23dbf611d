import Link from "next/link";
import { ProductGrid } from "@/components/catalogue/product-grid";
import { JsonLd } from "@/components/seo/json-ld";
import { env } from "@/lib/env";
import { organizationJsonLd } from "@/lib/seo/organization";
import { brand } from "@/lib/brand";
import { bagsFor } from "@/lib/catalogue/browse";
import { retailStoreRecord } from "@/lib/catalogue/read";
import { sectionsFor } from "@/lib/retail/sections";
import type { RetailStoreSlug } from "@/lib/retail/stores";
import { RememberPromo } from "./remember-promo";

export async function HomePage({
  store,
  promoCode,
}: {
  store: RetailStoreSlug;
  promoCode?: string;
}) {
  const [bags, record] = await Promise.all([bagsFor(store), retailStoreRecord(store)]);
  const sections = sectionsFor(store);
  const partner = store !== "web" && record;
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <p className="eyebrow">{partner ? `${record.label} presents` : brand.tagline}</p>
        <h1 id="hero-title">
          {partner && sections.salesAssociateHeader
            ? "Design your bag with us, in store today"
            : "Your bag, designed by you, made by hand in New York"}
        </h1>
        <p className="hero__lede">{brand.deliveryClaim}.</p>
        {promoCode && sections.promoInputs && <RememberPromo code={promoCode} />}
        <div className="hero__actions">
          <Link className="button button--primary" href="/bags/all-bags">
            Start designing
          </Link>
          {sections.assistance && (
            <Link className="button" href="/appointments" data-testid="assistance-cta">
              Talk to a designer
            </Link>
          )}
        </div>
      </section>
      <section aria-labelledby="bags-title" className="section">
        <h2 id="bags-title">Made to order</h2>
        <div data-testid="bag-grid">
          <ProductGrid
            products={bags}
            hrefFor={(p) => `/bags/${p.name}`}
            label="Made-to-order bags"
            empty="No bags can be designed in this store right now."
          />
        </div>
      </section>
      <section aria-labelledby="rtw-title" className="section section--split">
        <h2 id="rtw-title">Ready to wear</h2>
        <p>
          Can&apos;t wait three weeks? Numbered{" "}
          <Link href="/limited-edition">limited editions</Link>, one-off{" "}
          <Link href="/sample-sale">samples</Link> and{" "}
          <Link href="/rtw-selection">the collection</Link> ship in two business days.
        </p>
      </section>
      <JsonLd data={organizationJsonLd(env().SITE_URL)} />
    </>
  );
}
