import { OptimizedImage } from "@/components/media/optimized-image";
import Link from "next/link";
import { ProductGrid } from "@/components/catalogue/product-grid";
import { OrganizationJsonLd } from "next-seo";
import { env } from "@/lib/env";
import { organizationJsonLd } from "@/lib/seo/organization";
import { brand } from "@/lib/brand";
import { claimCopy } from "@/lib/delivery/claim-copy";
import { bagsFor } from "@/lib/catalogue/browse";
import { findRetailStore } from "@/lib/catalogue/retail-stores";
import { sectionsFor } from "@/lib/retail/sections";
import type { RetailStoreSlug } from "@/lib/retail/stores";
import hero from "@/public/hero/atelier-hero.webp";
import { RememberPromo } from "./remember-promo";

export async function HomePage({
  store,
  promoCode,
}: {
  store: RetailStoreSlug;
  promoCode?: string;
}) {
  const [bags, record, claim] = await Promise.all([
    bagsFor(store),
    findRetailStore(store),
    claimCopy(),
  ]);
  const sections = sectionsFor(store);
  const partner = store !== "web" && record;
  return (
    <>
      <section className="home-hero on-dark" aria-labelledby="hero-title">
        <div className="home-hero__text">
          <p className="eyebrow">{partner ? `${record.label} presents` : brand.tagline}</p>
          <h1 id="hero-title">
            {partner && sections.salesAssociateHeader
              ? "Design your bag with us, in store today"
              : "Your bag, designed by you, made by hand in New York"}
          </h1>
          <p className="home-hero__lede" data-testid="delivery-claim">
            {claim.line}.
          </p>
          {promoCode && sections.promoInputs && <RememberPromo code={promoCode} />}
          <div className="hero__actions">
            <Link className="button button--primary" href="/bags/all-bags">
              Design your own
            </Link>
            {sections.assistance && (
              <Link
                className="button"
                href="/appointments"
                prefetch={false}
                data-testid="assistance-cta"
              >
                Talk to a designer
              </Link>
            )}
          </div>
        </div>
        <div className="home-hero__media">
          <OptimizedImage
            src={hero}
            alt="The Mercer Bucket, the City Tote and the Bleecker Clutch on the atelier's table"
            // The largest paint of the page.
            largestPaint
            sizes="(max-width: 860px) 100vw, 55vw"
            placeholder="empty"
          />
        </div>
      </section>
      <section className="home-promise" aria-label="How your bag is made">
        <ol>
          <li>
            <h2>Design it</h2>
            <p>Choose the leathers, colours, hardware and a monogram, and see the bag as you go.</p>
          </li>
          <li>
            <h2>Made by hand</h2>
            <p>Cut, saddle stitched and finished for you in our garment district studio.</p>
          </li>
          <li>
            <h2>{claim.heading}</h2>
            <p>One artisan follows your bag from the cutting table to the final inspection.</p>
          </li>
        </ol>
      </section>
      <section aria-labelledby="bags-title" className="section home-collection">
        <div className="home-collection__head">
          <h2 id="bags-title">The made-to-order collection</h2>
          <Link href="/bags/all-bags">See all bags</Link>
        </div>
        <div data-testid="bag-grid">
          <ProductGrid
            products={bags}
            hrefFor={(p) => `/bags/${p.name}`}
            label="Made-to-order bags"
            empty="No bags can be designed in this store right now."
          />
        </div>
      </section>
      <section aria-labelledby="story-title" className="section home-story">
        <p className="eyebrow">The atelier</p>
        <h2 id="story-title">Made by hand, one bag at a time</h2>
        <p>
          Every Atelier Ardent bag begins as an order, not as stock. Your design arrives as a work
          ticket in our New York studio, where eleven artisans cut each panel by hand with a round
          knife, saddle stitch the seams that carry weight, and paint the edges in as many as five
          thin coats. The artisan who follows your bag puts their initials inside it.
        </p>
        <p>
          <Link href="/craft">Read about our craft</Link>
        </p>
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
      <OrganizationJsonLd {...organizationJsonLd(env().SITE_URL)} />
    </>
  );
}
