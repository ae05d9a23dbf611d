/**
 * @jest-environment node
 */
import { designSightings } from "@/lib/routing/design-sightings";

/**
 * Issue 34: the proxy sends a design's first sighting to the route rendered per request and its
 * later ones to the cached route. The set must remember a design past its second sighting (else
 * every third request would be rendered again instead of read from the cache) and stay bounded.
 */
describe("designSightings", () => {
  it("tells a design's first sighting from the later ones, and keeps remembering it", () => {
    const sightings = designSightings();
    expect(sightings.seenBefore("web/the-city-tote/2.abc")).toBe(false);
    expect(sightings.seenBefore("web/the-city-tote/2.abc")).toBe(true);
    expect(sightings.seenBefore("web/the-city-tote/2.abc")).toBe(true);
    // Another store's page of the same design is a page of its own.
    expect(sightings.seenBefore("nyc/the-city-tote/2.abc")).toBe(false);
  });

  it("forgets the least recently seen design past its limit", () => {
    const sightings = designSightings(2);
    sightings.seenBefore("a");
    sightings.seenBefore("b");
    // Seen again: now the most recent, so "b" is the one to go.
    sightings.seenBefore("a");
    sightings.seenBefore("c");
    expect(sightings.seenBefore("a")).toBe(true);
    expect(sightings.seenBefore("b")).toBe(false);
  });
});
