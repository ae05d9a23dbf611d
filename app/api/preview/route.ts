// GET /api/preview?secret=…&path=/craft – turn on staff preview (Next.js draft mode) and go to path
import { draftMode } from "next/headers";
import { NextResponse, type NextRequest } from "next/server";
import { clientIp } from "@/lib/api/client-ip";
import { hit } from "@/lib/api/rate-limit";
import { failure } from "@/lib/api/respond";
import { PREVIEW_RATE_LIMIT, previewSecretMatches, safeRedirectPath } from "@/lib/content/preview";
import { env } from "@/lib/env";

export async function GET(request: NextRequest) {
  const rate = hit(`preview|${clientIp(request.headers)}`, PREVIEW_RATE_LIMIT);
  if (!rate.allowed) {
    return failure(429, "Too Many Attempts.", undefined, {
      "Retry-After": String(rate.retryAfterSeconds),
    });
  }
  const { searchParams } = request.nextUrl;
  if (!previewSecretMatches(searchParams.get("secret"), env().PREVIEW_SECRET)) {
    return failure(401, "Invalid preview secret.");
  }
  (await draftMode()).enable();
  // A relative Location: the path is ours (safeRedirectPath), so is the host the browser used.
  return new NextResponse(null, {
    status: 307,
    headers: { Location: safeRedirectPath(searchParams.get("path")), "Cache-Control": "no-store" },
  });
}
