import sharp from "sharp";
import { encodeState, initialState, reduce } from "../../lib/configurator";
import {
  designEtag,
  etagMatches,
  layersEtag,
  renderDesignJpeg,
} from "../../lib/configured-products/image";
import { designOf, storedDesign } from "../../lib/configured-products/stored-design";
import { fullBag } from "./configurator-fixtures";

const bag = fullBag("img");
const row = (data: unknown, updatedAt = new Date("2026-01-01T00:00:00Z")) => ({
  id: "0b7c2a3e-9d7e-4a53-8f5c-3c1e2f4a5b6c",
  updatedAt,
  data,
});
/** How the saved design's route asks for its picture. */
const render = (product: typeof bag, saved: ReturnType<typeof row>) =>
  renderDesignJpeg(product, designOf(saved.data), designEtag(saved));

describe("configured product image", () => {
  it("changes its ETag exactly when the saved design changes", () => {
    const design = encodeState(initialState(bag));
    expect(designEtag(row(design))).toBe(designEtag(row(design)));
    expect(designEtag(row(design))).not.toBe(designEtag(row(`${design}.x`)));
    expect(designEtag(row(design))).not.toBe(designEtag(row(design, new Date())));
    expect(designEtag(row(design))).toMatch(/^"[A-Za-z0-9_-]+"$/);
  });

  it.each([
    [null, false],
    ['"other"', false],
    ["SAME", true],
    ['W/"other", SAME', true],
    ["*", true],
  ])("reads If-None-Match %p", (header, expected) => {
    const etag = designEtag(row("2"));
    expect(etagMatches(header?.replace("SAME", etag) ?? null, etag)).toBe(expected);
  });

  it("draws an 800x800 JPEG on paper even when no layer artwork exists", async () => {
    const jpeg = await render(bag, row(encodeState(initialState(bag))));
    expect([jpeg[0], jpeg[1]]).toEqual([0xff, 0xd8]);
    const meta = await sharp(jpeg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 800, 800]);
    const { data } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
    // Paper colour #faf7f2, within JPEG rounding.
    expect(Math.abs((data[0] ?? 0) - 0xfa)).toBeLessThan(4);
    expect(Math.abs((data[2] ?? 0) - 0xf2)).toBeLessThan(4);
  });

  it("serves a repeat from its in-process cache", async () => {
    const saved = row("2");
    const first = await render(bag, saved);
    expect(await render(bag, saved)).toBe(first);
  });

  it("reads nothing outside public/ whatever the product names contain", async () => {
    const sneaky = { ...bag, name: "../../../../etc" };
    const jpeg = await render(sneaky, row("2", new Date(0)));
    expect([jpeg[0], jpeg[1]]).toEqual([0xff, 0xd8]);
  });
});

describe("a shared link's picture (issue 27)", () => {
  it("keeps its ETag while the layers drawn are the same, and changes it with them", () => {
    const start = encodeState(initialState(bag));
    const component = bag.components.find((c) => c.variants.length > 1)!;
    const other = component.variants.find(
      (v) => !initialState(bag).variants[component.id]?.includes(v.id),
    )!;
    const changed = encodeState(
      reduce(bag, initialState(bag), {
        type: "choose-variant",
        componentId: component.id,
        variantId: other.id,
      }),
    );
    expect(layersEtag(bag, start)).toBe(layersEtag(bag, start));
    // Junk the decoder drops draws the same picture, so it is the same picture to a cache.
    expect(layersEtag(bag, `${start}.zjunk`)).toBe(layersEtag(bag, start));
    expect(layersEtag(bag, changed)).not.toBe(layersEtag(bag, start));
    expect(layersEtag({ ...bag, id: "another-bag" }, start)).not.toBe(layersEtag(bag, start));
  });
});

describe("stored design", () => {
  it.each([
    [storedDesign("2"), "2"],
    [storedDesign("2.vabc"), "2.vabc"],
    ["2.vabc", "2.vabc"],
    // The driver turns a bare jsonb "2" into the number 2; that is why designs are wrapped.
    [2, ""],
    [null, ""],
    [{ design: 5 }, ""],
  ])("reads %p as %p", (data, expected) => {
    expect(designOf(data)).toBe(expected);
  });
});
