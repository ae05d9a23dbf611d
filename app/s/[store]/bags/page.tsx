import { BagListing } from "@/components/catalogue/bag-listing";
import { bagsFor } from "@/lib/catalogue/browse";
import { storeOf, type StoreParams } from "@/lib/retail/page-params";

export { metadata } from "./listing-metadata";

export default async function BagsPage({ params }: { params: StoreParams }) {
  return <BagListing bags={await bagsFor(await storeOf(params))} />;
}
