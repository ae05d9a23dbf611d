// Plain JavaScript, loaded by cache-handler.mjs outside the bundles; checked by tsc through its
// JSDoc types (tsconfig.json's checkJs list).
import { createHash } from "node:crypto";

/**
 * @typedef {object} SecondSighting
 * @property {(key: string) => boolean} admit whether the page under `key` may be stored now
 * @property {() => number} heldBytes the characters this process keeps for the sightings
 */

/**
 * A design's page enters the cache the second time it is rendered (issue 27): a design opened
 * once, or made up, then never pushes out one that is shared; a shared one is rendered twice.
 * The store's own pages (`isDesign` false) are always admitted.
 *
 * What is remembered of a sighting is a digest of its key, not the key (issue 34): a design segment
 * may be 8 000 characters, so 20 000 raw keys of made-up designs could hold ~160 MB per process;
 * 20 000 digests hold under 1 MB. A collision of SHA-256 digests is not a concern here (at worst a
 * page is admitted on its first render).
 * @param {(key: string) => boolean} isDesign
 * @param {number} [limit]
 * @returns {SecondSighting}
 */
export function createSecondSighting(isDesign, limit = 20_000) {
  /** @type {Set<string>} */
  const seen = new Set();
  return {
    admit(key) {
      if (!isDesign(key)) return true;
      const digest = createHash("sha256").update(key).digest("base64url");
      if (seen.delete(digest)) return true;
      seen.add(digest);
      if (seen.size > limit) {
        // The oldest sighting (a Set iterates in insertion order); never undefined past the limit.
        const oldest = seen.values().next().value;
        if (oldest !== undefined) seen.delete(oldest);
      }
      return false;
    },
    heldBytes() {
      let total = 0;
      for (const digest of seen) total += digest.length;
      return total;
    },
  };
}
