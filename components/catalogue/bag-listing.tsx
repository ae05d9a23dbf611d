import type { CatalogueProduct } from "@/lib/catalogue/types";
import { Breadcrumbs } from "./breadcrumbs";
import { ProductGrid } from "./product-grid";

export function BagListing({ bags }: { bags: CatalogueProduct[] }) {
  return (
    <div className="section">
      <Breadcrumbs
        crumbs={[
          { href: "/", label: "Home" },
          { href: "/bags/all-bags", label: "All bags" },
        ]}
      />
      <h1>Made to order</h1>
      <p className="lede">
        Choose a shape, then every leather, lining, thread and finish. Each bag is cut and stitched
        for you in our New York atelier and delivered in under 21 days.
      </p>
      <ProductGrid
        products={bags}
        hrefFor={(p) => `/bags/${p.name}`}
        label="Bags to design"
        empty="No bags can be designed in this store right now. Please check back soon."
      />
    </div>
  );
}
