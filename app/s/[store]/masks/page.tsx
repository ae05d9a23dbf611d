import type { Metadata } from "next";
import { ListingPage } from "@/components/catalogue/listing-page";
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
    <ListingPage
      path="/masks"
      crumb="Masks"
      title="Silk masks"
      lede="Cut from the silks that line our bags, in small numbered runs."
    >
      <ProductGrid
        products={masks}
        hrefFor={(p) => `/products/${p.name}`}
        label="Masks"
        empty="Our masks are sold out for now."
      />
    </ListingPage>
  );
}
