import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ConfiguratorPage } from "@/components/configurator/configurator-page";
import { bagFor } from "@/lib/catalogue/browse";
import { isDesignSegment } from "@/lib/configurator/design-segment";
import { storeOf } from "@/lib/retail/page-params";
import { sharedDesignMetadata } from "../../configurator-metadata";
import "@/app/configurator.css";

type Params = Promise<{ store: string; name: string; design: string }>;

/**
 * No design is rendered at build time: each is rendered the first time a shopper opens it and then
 * served from the page cache (cache-handler.mjs: bounded, in Redis across servers), until the
 * catalogue changes (revalidatePath of the store layout) or a day has passed, whichever is first.
 */
export const dynamicParams = true;
export const revalidate = 86400;
export function generateStaticParams(): { design: string }[] {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { name, design } = await params;
  const bag = await bagFor(await storeOf(params), name);
  return bag ? sharedDesignMetadata(bag, design) : {};
}

/**
 * Spec 2: `/bags/{name}?d={design}`, a shared link or a reload. The proxy sends such a URL here
 * with the design as a path segment (issue 27), so the page depends on its path alone and is
 * cached like the catalogue's pages while still drawing the design in its first HTML. A design
 * the proxy cannot put in a path, and `?edit=`, go to ../page.tsx, rendered per request.
 */
export default async function SharedDesignPage({ params }: { params: Params }) {
  const store = await storeOf(params);
  const { name, design } = await params;
  const bag = await bagFor(store, name);
  if (!bag || !isDesignSegment(design)) notFound();
  return <ConfiguratorPage bag={bag} design={design} />;
}
