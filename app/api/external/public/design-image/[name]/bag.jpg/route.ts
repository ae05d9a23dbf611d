// GET /api/external/public/design-image/{name}/bag.jpg – a shared design's picture (issue 27)
import { NextResponse } from "next/server";
import { DomainError } from "@/lib/errors";
import { handle } from "@/lib/api/handler";
import { getDesignImage } from "@/lib/api/operations/configured-products";
import { bagFor } from "@/lib/catalogue/browse";
import { etagMatches, layersEtag, renderDesignJpeg } from "@/lib/configured-products/image";

const CACHE_CONTROL = "public, max-age=300";

export const GET = handle(getDesignImage, async ({ store, params, query, request }) => {
  const bag = await bagFor(store, params.name);
  if (!bag) throw DomainError.notFound("Bag");
  const etag = layersEtag(bag, query.d);
  const headers = { ETag: etag, "Cache-Control": CACHE_CONTROL };
  if (etagMatches(request.headers.get("if-none-match"), etag)) {
    return new NextResponse(null, { status: 304, headers });
  }
  const jpeg = await renderDesignJpeg(bag, query.d, etag);
  return new NextResponse(new Uint8Array(jpeg), {
    headers: { ...headers, "Content-Type": "image/jpeg", "Content-Length": String(jpeg.length) },
  });
});
