import { BagListing } from "@/components/catalogue/bag-listing";
import { bagsFor } from "@/lib/catalogue/browse";
import { storeOf, type StoreParams } from "@/lib/retail/page-params";

export { metadata } from "../listing-metadata";

/**
 * Spec 2 `/bags/all-bags`: its own route segment rather than a name the configurator's route
 * recognises, so the listing does not download the configurator's code (issue 14).
 */
export default async function AllBagsPage({ params }: { params: StoreParams }) {
  return <BagListing bags={await bagsFor(await storeOf(params))} />;
}
