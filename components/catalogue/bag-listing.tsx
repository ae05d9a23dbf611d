import type { CatalogueProduct } from "@/lib/catalogue/types";
import { claimCopy } from "@/lib/delivery/claim-copy";
import { ListingPage } from "./listing-page";
import { ProductGrid } from "./product-grid";

export async function BagListing({ bags }: { bags: CatalogueProduct[] }) {
  const claim = await claimCopy();
  return (
    <ListingPage
      path="/bags/all-bags"
      crumb="All bags"
      title="Made to order"
      lede={`Choose a shape, then every leather, lining, thread and finish. ${claim.listing}`}
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
