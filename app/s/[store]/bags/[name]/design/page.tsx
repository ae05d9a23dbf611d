import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ConfiguratorPage } from "@/components/configurator/configurator-page";
import { bagFor } from "@/lib/catalogue/browse";
import { changeReviewPath } from "@/lib/orders/change-links";
import { firstValue, storeOf, type SearchParams } from "@/lib/retail/page-params";
import { configuratorMetadata, sharedDesignMetadata } from "../configurator-metadata";
import "@/app/configurator.css";

type Params = Promise<{ store: string; name: string }>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A design's first sighting is drawn here (issue 34), and its first visitor is often a link
 * preview's crawler: the page names the design's picture as the cached route does.
 */
export async function generateMetadata({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}): Promise<Metadata> {
  const { name } = await params;
  const bag = await bagFor(await storeOf(params), name);
  if (!bag) return {};
  const design = firstValue((await searchParams).d) ?? null;
  return design === null ? configuratorMetadata(bag) : sharedDesignMetadata(bag, design);
}

/**
 * Spec 2: `/bags/{name}?d={design}` (a shared link's first sighting, a design that is no clean
 * path segment, "Edit design" from the bag). The proxy sends such URLs here; the design is read
 * on the server, so the first HTML draws it. Rendered per request: a design seen once is never
 * kept, and this skips Next's ISR write path (issue 34).
 */
export default async function BagDesignPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const store = await storeOf(params);
  const { name } = await params;
  const bag = await bagFor(store, name);
  if (!bag) notFound();
  const search = await searchParams;
  const edit = firstValue(search.edit) ?? null;
  return (
    <ConfiguratorPage
      bag={bag}
      design={firstValue(search.d) ?? null}
      editingId={edit && UUID.test(edit) ? edit : null}
      changeReview={changeReviewPath(
        firstValue(search.change) ?? null,
        firstValue(search.order) ?? null,
      )}
    />
  );
}
