// POST /api/preview – CMS webhook (Bearer PREVIEW_SECRET): content changed, refresh its pages
import { NextResponse, type NextRequest } from "next/server";
import { clientIp } from "@/lib/api/client-ip";
import { exhausted, hit } from "@/lib/security/rate-limit";
import { failure } from "@/lib/api/respond";
import {
  PREVIEW_RATE_LIMIT,
  previewSecretMatches,
  refreshAfterCmsChange,
  safeRedirectPath,
} from "@/lib/content/preview";
import { deliveryClaimHolds } from "@/lib/delivery/claim-check";
import { env } from "@/lib/env";

/**
 * Staff turn preview on from the header once signed in (POST /api/external/staff/preview); the
 * secret no longer opens preview in a browser, so a leaked URL shows nobody a draft. It only lets
 * the CMS say "this page changed": the catalogue JSON is rebuilt and every store's prerendered
 * copy is rebuilt on its next visit. Only wrong secrets count towards the limit, so a busy CMS
 * is never locked out.
 */
export async function POST(request: NextRequest) {
  const key = `preview|${clientIp(request.headers)}`;
  const limited = await exhausted(key, PREVIEW_RATE_LIMIT);
  const tooMany = () =>
    failure(429, "Too Many Attempts.", {
      headers: { "Retry-After": String(limited.retryAfterSeconds || 60) },
    });
  if (!limited.allowed) return tooMany();
  const { PREVIEW_SECRET } = env();
  if (!PREVIEW_SECRET) return failure(404, "Not found.");
  const given = request.headers.get("authorization")?.replace(/^Bearer\s+/i, "");
  if (!previewSecretMatches(given, PREVIEW_SECRET)) {
    await hit(key, PREVIEW_RATE_LIMIT);
    return failure(401, "Invalid preview secret.");
  }
  const body = (await request.json().catch(() => null)) as { path?: unknown } | null;
  const path = typeof body?.path === "string" ? safeRedirectPath(body.path).split(/[?#]/)[0] : null;
  const content = await refreshAfterCmsChange(path ?? null, deliveryClaimHolds);
  return NextResponse.json(
    { status: "success", content },
    { headers: { "Cache-Control": "no-store" } },
  );
}
