import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// The runtime server.mjs runs without a compiler is plain JavaScript, checked by tsc through its
// JSDoc types when tsconfig.json lists it (docs/adr/0085). Every one of them is:
// a runtime file added without being listed (or typed by a hand-written .d.mts) would run unchecked.
const ROOT = path.resolve(__dirname, "../..");

const mjsUnder = (dir: string): string[] =>
  readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".mjs"))
    .map((file) => path.posix.join(dir, file.split(path.sep).join("/")));

const runtimeFiles = [
  "server.mjs",
  "cache-handler.mjs",
  ...mjsUnder("lib"),
  ...mjsUnder("server"),
].sort();

const tsconfig = JSON.parse(readFileSync(path.join(ROOT, "tsconfig.json"), "utf8")) as {
  compilerOptions: { allowJs?: boolean; checkJs?: boolean };
  include: string[];
};

describe("the runtime's JavaScript is checked by tsc", () => {
  it("lists every runtime .mjs in tsconfig.json", () => {
    expect(tsconfig.compilerOptions.allowJs).toBe(true);
    expect(tsconfig.compilerOptions.checkJs).toBe(true);
    expect(runtimeFiles).toEqual(expect.arrayContaining(["server.mjs", "cache-handler.mjs"]));
    for (const file of runtimeFiles) expect(tsconfig.include).toContain(file);
  });

  it("reads each runtime file's own JSDoc types, with no hand-written .d.mts beside it", () => {
    for (const file of runtimeFiles) {
      expect(existsSync(path.join(ROOT, file.replace(/\.mjs$/, ".d.mts")))).toBe(false);
    }
  });
});
