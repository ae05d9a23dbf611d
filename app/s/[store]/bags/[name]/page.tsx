import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BagListing } from "@/components/catalogue/bag-listing";
import { ConfiguratorPage } from "@/components/configurator/configurator-page";
import { bagFor, bagsFor } from "@/lib/catalogue/browse";
import { storeOf } from "@/lib/retail/page-params";
import { configuratorMetadata } from "./configurator-metadata";
// The configurator's styles travel with the only route that uses it (a second import from the
// root layout would be deduplicated by the bundler).
import "@/app/configurator.css";

type Params = Promise<{ store: string; name: string }>;
const LISTING = "all-bags";

export async function generateStaticParams({ params }: { params: { store: string } }) {
  const bags = await bagsFor(params.store);
  return [{ name: LISTING }, ...bags.map((b) => ({ name: b.name }))];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { name } = await params;
  if (name === LISTING) {
    return { title: "Made-to-order bags", alternates: { canonical: "/bags/all-bags" } };
  }
  const bag = await bagFor(await storeOf(params), name);
  if (!bag) return {};
  return configuratorMetadata(bag);
}

/**
 * `/bags/all-bags` lists the configurable bags (spec 2); `/bags/{name}` opens one at its starting
 * look, prerendered. The proxy sends a URL carrying a design (`?d=`, `?edit=`) to ./design.
 */
export default async function BagPage({ params }: { params: Params }) {
  const store = await storeOf(params);
  const { name } = await params;
  if (name === LISTING) return <BagListing bags={await bagsFor(store)} />;
  const bag = await bagFor(store, name);
  if (!bag) notFound();
  return <ConfiguratorPage bag={bag} />;
}
