import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  existsSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ARTWORK_VIEWBOX, artworkPaths } from "../../lib/catalogue/artwork-paths";
import { imagePath } from "../../lib/catalogue/image-url";
import {
  buildArtwork,
  type ArtworkBuildResult,
  imageWebPath,
  MaterialIndex,
} from "../../scripts/artwork/index";
import { bags, giftBoxes, materials } from "../../scripts/seed/catalogue/index";

let dir: string;
let first: ArtworkBuildResult;
const index = new MaterialIndex(materials);
const onDisk = (webPath: string) => join(dir, ...webPath.split("/").filter(Boolean));

function listFiles(root: string): string[] {
  return readdirSync(root, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(root, entry.name)) : [join(root, entry.name)],
  );
}

/** Balanced tags under a single <svg> root: enough to catch broken string building. */
function wellFormedSvg(text: string): boolean {
  const tags = text.match(/<[^>]+>/g) ?? [];
  const stack: string[] = [];
  for (const tag of tags) {
    const name = /^<\/?([a-zA-Z]+)/.exec(tag)?.[1];
    if (!name) return false;
    if (tag.startsWith("</")) {
      if (stack.pop() !== name) return false;
    } else if (!tag.endsWith("/>")) {
      if (stack.length === 0 && name !== "svg") return false;
      stack.push(name);
    }
    if ((tag.match(/"/g) ?? []).length % 2 !== 0) return false;
  }
  return stack.length === 0 && text.trimStart().startsWith("<svg");
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "artwork-"));
  first = await buildArtwork(dir);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("artwork build", () => {
  it("draws a layer for every component x variant x view, option x view and a base per view", () => {
    const expected: string[] = [];
    for (const bag of bags) {
      for (const view of bag.views) expected.push(artworkPaths.base(bag.name, view));
      for (const component of bag.components) {
        for (const { view } of component.layers) {
          for (const { material, color } of index.variants(component)) {
            expected.push(
              artworkPaths.variantLayer(bag.name, view, component.key, material.name, color.name),
            );
          }
          for (const option of component.options ?? []) {
            expected.push(artworkPaths.optionLayer(bag.name, view, component.key, option.name));
          }
        }
      }
    }
    expect(expected.length).toBeGreaterThan(1000);
    expect(expected.filter((path) => !existsSync(onDisk(path)))).toEqual([]);
  });

  it("draws a swatch for every material colour", () => {
    const swatches = materials.flatMap((m) =>
      m.colors.map((c) => artworkPaths.swatch(m.name, c.name)),
    );
    expect(swatches.filter((path) => !existsSync(onDisk(path)))).toEqual([]);
  });

  it("writes the product images it reports, at the reported size, with + for spaces", () => {
    for (const bag of bags) expect(first.images[bag.name]).toHaveLength(2);
    for (const images of Object.values(first.images)) {
      for (const image of images) {
        const path = imageWebPath(image);
        expect(path).toBe(imagePath(image.fileName, "svg"));
        expect(path).not.toContain(" ");
        const svg = readFileSync(onDisk(path), "utf8");
        expect(svg).toContain(`width="${image.width}" height="${image.height}"`);
      }
    }
    for (const box of giftBoxes)
      expect(existsSync(onDisk(imagePath(box.imageFileName, "svg")))).toBe(true);
  });

  it("writes well-formed SVG sharing the 800 x 800 view box, with no external references", () => {
    const files = listFiles(join(dir, "images"));
    expect(files.length).toBe(first.written);
    const viewBox = `viewBox="0 0 ${ARTWORK_VIEWBOX.width} ${ARTWORK_VIEWBOX.height}"`;
    for (const file of files) {
      const svg = readFileSync(file, "utf8");
      expect(wellFormedSvg(svg)).toBe(true);
      expect(svg).not.toMatch(/href="(?!#)/);
      expect(svg).not.toContain("NaN");
    }
    // The layers share the bag's view box; swatches are small squares of their own.
    const isSwatch = (file: string) => file.includes(join("images", "swatches"));
    const layers = files.filter((file) => !isSwatch(file));
    const swatches = files.filter(isSwatch);
    expect(layers.length).toBeGreaterThan(0);
    expect(swatches.length).toBeGreaterThan(0);
    const without = (files: string[], box: string) =>
      files.filter((file) => !readFileSync(file, "utf8").includes(box));
    expect(without(layers, viewBox)).toEqual([]);
    expect(without(swatches, 'viewBox="0 0 120 120"')).toEqual([]);
  });

  it("writes nothing on a second run", async () => {
    const again = await buildArtwork(dir);
    expect(again.written).toBe(0);
    expect(again.removed).toBe(0);
    expect(again.unchanged).toBe(first.written);
  });

  it("is deterministic: a build elsewhere is byte-identical", async () => {
    const other = mkdtempSync(join(tmpdir(), "artwork-"));
    try {
      await buildArtwork(other);
      const files = listFiles(join(dir, "images")).map((f) => f.slice(dir.length));
      expect(
        listFiles(join(other, "images"))
          .map((f) => f.slice(other.length))
          .sort(),
      ).toEqual([...files].sort());
      for (const file of files) {
        expect(readFileSync(join(other, file), "utf8")).toBe(readFileSync(join(dir, file), "utf8"));
      }
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it("removes stale layers but leaves other generators' images alone", async () => {
    const stale = onDisk("/images/layers/retired-bag/front/base.svg");
    const foreign = onDisk("/images/content/hero.svg");
    for (const file of [stale, foreign]) {
      mkdirSync(join(file, ".."), { recursive: true });
      writeFileSync(file, "<svg/>");
    }
    const result = await buildArtwork(dir);
    expect(result.removed).toBe(1);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(join(stale, "..", ".."))).toBe(false);
    expect(existsSync(foreign)).toBe(true);
  });
});
