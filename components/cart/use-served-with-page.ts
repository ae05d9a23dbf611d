import { unstable_serialize, useSWRConfig, type Key } from "swr";

/**
 * Whether the page's server render handed over this key's data (an SWRConfig fallback) and
 * nothing has been kept for it since: then mounting shows that data and needs no request. A key
 * the cache already holds (a bag changed earlier in this visit) is asked again as usual.
 */
export function useServedWithPage(key: Key): boolean {
  const { cache, fallback } = useSWRConfig();
  if (!key) return false;
  const serialized = unstable_serialize(key);
  return fallback[serialized] !== undefined && cache.get(serialized)?.data === undefined;
}
