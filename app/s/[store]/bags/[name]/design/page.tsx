import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ConfiguratorPage } from "@/components/configurator/configurator-page";
import { bagFor } from "@/lib/catalogue/browse";
import { storeOf } from "@/lib/retail/page-params";
import { configuratorMetadata } from "../configurator-metadata";
import "@/app/configurator.css";

type Params = Promise<{ store: string; name: string }>;
type Search = Promise<Record<string, string | string[] | undefined>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? null;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { name } = await params;
  const bag = await bagFor(await storeOf(params), name);
  return bag ? configuratorMetadata(bag) : {};
}

/**
 * Spec 2: `/bags/{name}?d={design}` (a shared link, a reload, "Edit design" from the bag). The
 * proxy sends such URLs here; the design is read on the server, so the first HTML draws it.
 * Rendered per request: designs are without end, a cache entry each would grow without bound.
 */
export default async function BagDesignPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Search;
}) {
  const store = await storeOf(params);
  const { name } = await params;
  const bag = await bagFor(store, name);
  if (!bag) notFound();
  const search = await searchParams;
  const edit = first(search.edit);
  return (
    <ConfiguratorPage
      bag={bag}
      design={first(search.d)}
      editingId={edit && UUID.test(edit) ? edit : null}
    />
  );
}
