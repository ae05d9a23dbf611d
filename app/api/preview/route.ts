// POST /api/preview – CMS webhook (Bearer PREVIEW_SECRET): content changed, refresh its pages
import { revalidatePath } from "next/cache";
import { NextResponse, type NextRequest } from "next/server";
import { clientIp } from "@/lib/api/client-ip";
import { hit } from "@/lib/api/rate-limit";
import { failure } from "@/lib/api/respond";
import { PREVIEW_RATE_LIMIT, previewSecretMatches, safeRedirectPath } from "@/lib/content/preview";
import { env } from "@/lib/env";
import { RETAIL_STORE_SLUGS } from "@/lib/retail/stores";

/**
 * Staff turn preview on from the header once signed in (POST /api/external/staff/preview); the
 * secret no longer opens preview in a browser, so a leaked URL shows nobody a draft. It only lets
 * the CMS say "this page changed" so every store's prerendered copy is rebuilt on its next visit.
 */
export async function POST(request: NextRequest) {
  const rate = hit(`preview|${clientIp(request.headers)}`, PREVIEW_RATE_LIMIT);
  if (!rate.allowed) {
    return failure(429, "Too Many Attempts.", undefined, {
      "Retry-After": String(rate.retryAfterSeconds),
    });
  }
  const { PREVIEW_SECRET } = env();
  if (!PREVIEW_SECRET) return failure(404, "Not found.");
  const given = request.headers.get("authorization")?.replace(/^Bearer\s+/i, "");
  if (!previewSecretMatches(given, PREVIEW_SECRET)) return failure(401, "Invalid preview secret.");
  const body = (await request.json().catch(() => null)) as { path?: unknown } | null;
  const path = typeof body?.path === "string" ? safeRedirectPath(body.path).split(/[?#]/)[0] : null;
  if (path && path !== "/") {
    for (const store of RETAIL_STORE_SLUGS) revalidatePath(`/s/${store}${path}`);
  } else {
    revalidatePath("/s/[store]", "layout");
  }
  return NextResponse.json(
    { status: "success", content: { revalidated: path ?? "everything" } },
    { headers: { "Cache-Control": "no-store" } },
  );
}
