import type { Metadata } from "next";
import { Breadcrumbs } from "@/components/catalogue/breadcrumbs";
import { ProductGrid } from "@/components/catalogue/product-grid";
import { masksFor } from "@/lib/catalogue/browse";
import { storeOf, type StoreParams } from "@/lib/retail/page-params";

export const metadata: Metadata = {
  title: "Silk masks",
  description: "Silk face masks cut from our lining silks.",
  alternates: { canonical: "/masks" },
};

export default async function MasksPage({ params }: { params: StoreParams }) {
  const masks = await masksFor(await storeOf(params));
  return (
    <div className="section">
      <Breadcrumbs
        crumbs={[
          { href: "/", label: "Home" },
          { href: "/masks", label: "Masks" },
        ]}
      />
      <h1>Silk masks</h1>
      <p className="lede">Cut from the silks that line our bags, in small numbered runs.</p>
      <ProductGrid
        products={masks}
        hrefFor={(p) => `/products/${p.name}`}
        label="Masks"
        empty="Our masks are sold out for now."
      />
    </div>
  );
}
