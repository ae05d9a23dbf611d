import type { CatalogueProduct } from "@/lib/catalogue/types";
import { ListingPage } from "./listing-page";
import { ProductGrid } from "./product-grid";

export function BagListing({ bags }: { bags: CatalogueProduct[] }) {
  return (
    <ListingPage
      path="/bags/all-bags"
      crumb="All bags"
      title="Made to order"
      lede="Choose a shape, then every leather, lining, thread and finish. Each bag is cut and stitched for you in our New York atelier and delivered in under 21 days."
    >
      <ProductGrid
        products={bags}
        hrefFor={(p) => `/bags/${p.name}`}
        label="Bags to design"
        empty="No bags can be designed in this store right now. Please check back soon."
      />
    </ListingPage>
  );
}
