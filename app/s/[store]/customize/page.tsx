import type { Metadata } from "next";
import Link from "next/link";
import { ListingPage } from "@/components/catalogue/listing-page";
import { ProductGrid } from "@/components/catalogue/product-grid";
import { bagsFor } from "@/lib/catalogue/browse";
import { claimCopy } from "@/lib/delivery/claim-copy";
import { sectionsFor } from "@/lib/retail/sections";
import { storeOf, type StoreParams } from "@/lib/retail/page-params";

export const metadata: Metadata = {
  title: "Create your bag",
  description: "Pick a shape to start designing your made-to-order bag.",
  alternates: { canonical: "/customize" },
};

export default async function CustomizePage({ params }: { params: StoreParams }) {
  const store = await storeOf(params);
  const [bags, claim] = await Promise.all([bagsFor(store), claimCopy()]);
  return (
    <ListingPage path="/customize" crumb="Create your bag">
      <ol className="steps">
        <li>Pick a shape.</li>
        <li>Choose the leather, colour and hardware for every part.</li>
        <li>{claim.step}</li>
      </ol>
      <ProductGrid
        products={bags}
        hrefFor={(p) => `/bags/${p.name}`}
        label="Shapes"
        empty="No bags can be designed in this store right now."
      />
      {sectionsFor(store).assistance && (
        <p>
          Not sure where to start?{" "}
          <Link href="/appointments" prefetch={false}>
            Book a design appointment
          </Link>
          .
        </p>
      )}
    </ListingPage>
  );
}
