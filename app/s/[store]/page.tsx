import Link from "next/link";
import { ProductCard } from "@/components/catalogue/product-card";
import { brand } from "@/lib/brand";
import { catalogueProductsFor, retailStoreRecord } from "@/lib/catalogue/read";
import { sectionsFor } from "@/lib/retail/sections";
import { isRetailStoreSlug } from "@/lib/retail/stores";
import { notFound } from "next/navigation";

export default async function HomePage({ params }: { params: Promise<{ store: string }> }) {
  const { store } = await params;
  if (!isRetailStoreSlug(store)) notFound();
  const [bags, record] = await Promise.all([catalogueProductsFor(store), retailStoreRecord(store)]);
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
        <ul className="product-grid" data-testid="bag-grid">
          {bags.map((bag) => (
            <ProductCard key={bag.id} product={bag} href={`/bags/${bag.name}`} />
          ))}
        </ul>
      </section>
    </>
  );
}
