// GET /api/external/public/configured-product-image/{id}/bag.jpg – spec 7, Configured products
import { NextResponse } from "next/server";
import { DomainError } from "@/lib/errors";
import { handle } from "@/lib/api/handler";
import { getConfiguredProductImage } from "@/lib/api/operations/configured-products";
import { loadProduct } from "@/lib/catalogue/load-product";
import { designEtag, etagMatches, renderDesignJpeg } from "@/lib/configured-products/image";
import { findSharedRow } from "@/lib/configured-products/repository";
import { designOf } from "@/lib/configured-products/stored-design";

const CACHE_CONTROL = "public, max-age=300";

export const GET = handle(getConfiguredProductImage, async ({ db, params, request }) => {
  const row = await findSharedRow(db, params.id);
  const product = row ? await loadProduct(db, row.productId) : null;
  if (!row || !product) throw DomainError.notFound("Configured product");
  const etag = designEtag(row);
  const headers = { ETag: etag, "Cache-Control": CACHE_CONTROL };
  if (etagMatches(request.headers.get("if-none-match"), etag)) {
    return new NextResponse(null, { status: 304, headers });
  }
  const jpeg = await renderDesignJpeg(product, designOf(row.data), etag);
  return new NextResponse(new Uint8Array(jpeg), {
    headers: { ...headers, "Content-Type": "image/jpeg", "Content-Length": String(jpeg.length) },
  });
});
