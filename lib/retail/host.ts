import { DEFAULT_STORE, isRetailStoreSlug, type RetailStoreSlug } from "./stores";

const HOST_LABELS: Readonly<Record<string, RetailStoreSlug>> = {
  dept: "dept-westchester",
  "dept-staging": "dept-westchester",
  goodhearts: "good-hearts-web",
  stylist: "stylist-web",
  "stylist-staging": "stylist-web",
};

/** First label of the host name, lower-cased, without port: `Dept.Example.com:3000` -> `dept`. */
export function firstHostLabel(host: string | null | undefined): string {
  if (!host) return "";
  const hostname = host.trim().toLowerCase().replace(/:\d+$/, "");
  return hostname.split(".")[0] ?? "";
}

export function storeSlugForHost(host: string | null | undefined): RetailStoreSlug {
  return HOST_LABELS[firstHostLabel(host)] ?? DEFAULT_STORE;
}

export type ResolveInput = {
  host: string | null | undefined;
  overrideCookie: string | undefined;
  /** Outside production, or production with ALLOW_STORE_OVERRIDE=1. */
  overrideAllowed: boolean;
};

/** Host first, then the test cookie where allowed (spec section 4, Retail store). */
export function resolveStoreSlug({
  host,
  overrideCookie,
  overrideAllowed,
}: ResolveInput): RetailStoreSlug {
  if (overrideAllowed && isRetailStoreSlug(overrideCookie)) return overrideCookie;
  return storeSlugForHost(host);
}

export function isOverrideAllowed(appEnv: string, allowStoreOverride: boolean): boolean {
  return appEnv !== "production" || allowStoreOverride;
}
