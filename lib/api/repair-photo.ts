import "server-only";
import { NextResponse } from "next/server";

/**
 * A repair photo as its one permitted viewer receives it: never kept by a browser's or a CDN's
 * cache (another person on a shared computer, or a shared cache, must not see it), never sniffed
 * as anything but a JPEG.
 */
export const repairPhotoResponse = (bytes: Buffer) =>
  new NextResponse(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "image/jpeg",
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
