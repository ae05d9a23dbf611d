import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ConfiguratorPage } from "@/components/configurator/configurator-page";
import { bagFor, bagsFor } from "@/lib/catalogue/browse";
import { storeOf } from "@/lib/retail/page-params";
import { configuratorMetadata } from "./configurator-metadata";
// The configurator's styles travel with the only route that uses it (a second import from the
// root layout would be deduplicated by the bundler).
import "@/app/configurator.css";

type Params = Promise<{ store: string; name: string }>;
export async function generateStaticParams({ params }: { params: { store: string } }) {
  return (await bagsFor(params.store)).map((b) => ({ name: b.name }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { name } = await params;
  const bag = await bagFor(await storeOf(params), name);
  if (!bag) return {};
  return configuratorMetadata(bag);
}

/**
 * Spec 2 `/bags/{name}` opens one bag at its starting look, prerendered (`/bags/all-bags` is its
 * own route). The proxy sends a URL carrying a design (`?d=`, `?edit=`) to ./design.
 */
export default async function BagPage({ params }: { params: Params }) {
  const store = await storeOf(params);
  const { name } = await params;
  const bag = await bagFor(store, name);
  if (!bag) notFound();
  return <ConfiguratorPage bag={bag} />;
}
