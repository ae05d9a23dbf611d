/**
 * @jest-environment node
 */
import { createSecondSighting } from "../../lib/http/second-sighting.mjs";

const isDesign = (key: string) => key.includes("/design/");
const designKey = (n: number, length = 8_000) =>
  `/s/own/bags/tote/design/${String(n).padStart(length, "a")}`;

describe("the second-sighting admission of design pages", () => {
  it("admits a design on its second render, and the store's pages at once", () => {
    const sighting = createSecondSighting(isDesign);
    expect(sighting.admit("/s/own/bags/tote")).toBe(true);
    expect(sighting.admit(designKey(1, 10))).toBe(false);
    expect(sighting.admit(designKey(2, 10))).toBe(false);
    expect(sighting.admit(designKey(1, 10))).toBe(true);
    // Admitted once, forgotten: a third render is a first sighting again.
    expect(sighting.admit(designKey(1, 10))).toBe(false);
  });

  it("forgets the oldest sighting past its limit", () => {
    const sighting = createSecondSighting(isDesign, 2);
    sighting.admit(designKey(1, 10));
    sighting.admit(designKey(2, 10));
    sighting.admit(designKey(3, 10));
    expect(sighting.admit(designKey(1, 10))).toBe(false);
    expect(sighting.admit(designKey(3, 10))).toBe(true);
  });

  it("keeps a digest of each key, not the key: long made-up designs cannot fill the memory", () => {
    const sighting = createSecondSighting(isDesign, 1_000);
    for (let n = 0; n < 1_000; n += 1) sighting.admit(designKey(n));
    // 1 000 keys of 8 000 characters would be 8 MB; their SHA-256 digests are 43 characters each.
    expect(sighting.heldBytes()).toBe(1_000 * 43);
  });
});
