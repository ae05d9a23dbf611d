import { z } from "zod";
import { RETAIL_STORE_SLUGS, type RetailStore, type RetailStoreSlug } from "./stores";

const cachedStoreSchema = z.object({
  id: z.uuid(),
  name: z.enum(RETAIL_STORE_SLUGS),
  label: z.string().min(1).max(200),
  retailer: z.object({ name: z.string().min(1).max(200), label: z.string().min(1).max(200) }),
});

/** The 365-day cookie is only a cache: used when it parses and its name matches the resolved slug. */
export function readCachedStore(
  raw: string | undefined,
  slug: RetailStoreSlug,
): RetailStore | undefined {
  if (!raw) return undefined;
  try {
    const parsed = cachedStoreSchema.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.name === slug ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function serializeStore(store: RetailStore): string {
  return JSON.stringify({
    id: store.id,
    name: store.name,
    label: store.label,
    retailer: store.retailer,
  });
}
