import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { revalidatePath } from "next/cache";
import type { DeliveryClaimCheck } from "../catalogue/build";
import { afterCatalogueChange } from "../catalogue/mutations";
import { db } from "../db/client";
import { RETAIL_STORE_SLUGS } from "../retail/stores";

export { safeRedirectPath } from "./safe-url";

/** Wrong secrets per minute per client, so it cannot be guessed by brute force. */
export const PREVIEW_RATE_LIMIT = 10;

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

/**
 * Whether `given` is the preview secret. Without a configured secret preview is off. Hashing
 * first gives equal-length buffers, so the comparison takes the same time whatever was sent.
 */
export function previewSecretMatches(
  given: string | null | undefined,
  expected: string | undefined,
): boolean {
  if (!expected || !given) return false;
  return timingSafeEqual(digest(given), digest(expected));
}

/** Where to go after leaving preview: `?path=`, else the page the banner was on, else home. */
export function exitTarget(
  pathParam: string | null,
  referer: string | null,
  host: string | null,
): string | null {
  if (pathParam) return pathParam;
  if (!referer || !host) return null;
  try {
    const url = new URL(referer);
    // Compared by host: behind a TLS-terminating balancer the scheme seen here may differ.
    return url.host === host ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/**
 * The CMS changed content: the catalogue JSON (which the pages read) is rebuilt from the
 * database, and the changed page of every store, or every page, is rebuilt on its next visit.
 * The delivery claim published with it is checked by `claimHolds` (from lib/delivery, a layer
 * above this one).
 */
export async function refreshAfterCmsChange(
  path: string | null,
  claimHolds: DeliveryClaimCheck,
): Promise<{ revalidated: string; rebuilt: number }> {
  const built = await afterCatalogueChange(await db(), claimHolds);
  if (path && path !== "/") {
    for (const store of RETAIL_STORE_SLUGS) revalidatePath(`/s/${store}${path}`);
  } else {
    revalidatePath("/s/[store]", "layout");
  }
  return { revalidated: path ?? "everything", rebuilt: built.written };
}
