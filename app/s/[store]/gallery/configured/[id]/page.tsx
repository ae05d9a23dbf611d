import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SavedDesign } from "@/components/gallery/saved-design";
import { storeOf } from "@/lib/retail/page-params";
import { configuredStoreOrigin } from "@/lib/seo/store-origin";
import { galleryDesign, galleryMetadata } from "@/lib/share/gallery";

type Params = Promise<{ store: string; id: string }>;

// One page per saved design, read from the database and changed whenever its owner saves again:
// nothing to prerender, and a cached copy would show an old design.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const store = await storeOf(params);
  return galleryMetadata(
    await galleryDesign(store, (await params).id),
    configuredStoreOrigin(store),
  );
}

/** Spec 2: /gallery/configured/{configured_product_id}, a saved design anyone with the link sees. */
export default async function SavedDesignPage({ params }: { params: Params }) {
  const store = await storeOf(params);
  const design = await galleryDesign(store, (await params).id);
  if (!design) notFound();
  return <SavedDesign design={design} />;
}
