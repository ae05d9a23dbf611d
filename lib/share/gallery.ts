import "server-only";
import type { Metadata } from "next";
import { cache } from "react";
import { z } from "zod";
import { ARTWORK_VIEWBOX } from "../catalogue/artwork-paths";
import { bagFor } from "../catalogue/browse";
import { loadProduct } from "../catalogue/load-product";
import {
  imagePathOf,
  presentShared,
  type ConfiguredProductView,
} from "../configured-products/present";
import { findShared } from "../configured-products/repository";
import { decodeState, designSummary, type SummaryLine } from "../configurator";
import { db } from "../db/client";

export type GalleryDesign = {
  view: ConfiguredProductView;
  summary: SummaryLine[];
  /** Whether this store shows the bag, i.e. whether `/bags/{name}` opens here. */
  available: boolean;
  /** `/bags/{name}?d={design}`: the configurator with exactly this design. */
  configuratorHref: string;
};

const designId = z.uuid().transform((v) => v.toLowerCase());

/**
 * A saved design as the public share view shows it (GET /public/configured-products/{id}): the
 * same record, the same presenter. Null for an id that is malformed or names no design. Cached
 * per request, so the page and its metadata read the database once.
 */
export const galleryDesign = cache(
  async (store: string, rawId: string): Promise<GalleryDesign | null> => {
    const id = designId.safeParse(rawId);
    if (!id.success) return null;
    const database = await db();
    const record = await findShared(database, id.data);
    // A design stays readable after its bag leaves the catalogue, so the bag comes from the
    // database; whether this store offers it comes from the published catalogue.
    const product = record ? await loadProduct(database, record.row.productId) : null;
    if (!record || !product) return null;
    const view = presentShared(record, product);
    return {
      view,
      summary: designSummary(product, decodeState(product, view.data)),
      available: (await bagFor(store, product.name)) !== null,
      configuratorHref: `/bags/${product.name}?d=${encodeURIComponent(view.data)}`,
    };
  },
);

/** Never indexed (the page exists for whoever holds the link); previews show the design itself. */
export function galleryMetadata(design: GalleryDesign | null, siteUrl: string): Metadata {
  const robots = { index: false, follow: false };
  if (!design) return { robots };
  const title = `${design.view.product.label} — your design`;
  return {
    title,
    robots,
    openGraph: {
      title,
      type: "website",
      images: [
        {
          url: new URL(imagePathOf(design.view.id), siteUrl).toString(),
          // bag.jpg is drawn at the artwork's own size.
          width: ARTWORK_VIEWBOX.width,
          height: ARTWORK_VIEWBOX.height,
          alt: `${design.view.product.label}, as designed`,
        },
      ],
    },
  };
}
