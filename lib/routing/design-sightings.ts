import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";

/**
 * Which shared designs this process has routed before (issue 34). A design's first render is
 * never kept (a link opened once, or made up, must not push a shared one out of the page cache),
 * so the proxy sends a design's first sighting to the route rendered per request, which skips
 * Next's ISR write path (its ETag, segment data and a cache entry that would be refused), and its
 * later sightings to the cached route, whose first render is then kept at once.
 *
 * Kept as digests, so a walker of long made-up designs (a segment may be 8 000 characters) holds
 * at most `limit` × ~100 bytes here. Losing an entry, or this whole set (a restart, another
 * server), costs one more render per request-time design, never a wrong page: both routes draw
 * the same design.
 */
export function designSightings(limit = 50_000) {
  // lru-cache (already the store's LRU): a sighting refreshes its digest's recency.
  const seen = new LRUCache<string, true>({ max: limit });
  return {
    /** Whether `key` was seen before; either way it is now the most recent sighting. */
    seenBefore(key: string): boolean {
      const digest = createHash("sha256").update(key).digest("base64url");
      const before = seen.has(digest);
      seen.set(digest, true);
      return before;
    },
  };
}
