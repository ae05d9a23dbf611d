import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// The runtime server.mjs runs without a compiler is plain JavaScript, checked by tsc through its
// JSDoc types when tsconfig.json lists it (docs/decisions.md, issue 34). A runtime file that is
// neither listed nor awaiting its turn below would run unchecked.
const ROOT = path.resolve(__dirname, "../..");

/** Still typed by a hand-written .d.mts (or not at all): each leaves this list once typed. */
const AWAITING_TYPES = [
  "cache-handler.mjs",
  "lib/http/page-epoch.mjs",
  "lib/shared-state/redis-guard.mjs",
  "server.mjs",
  "server/client-address.mjs",
  "server/late-not-found.mjs",
  "server/page-cache.mjs",
  "server/whole-api-answer.mjs",
];

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
  const checked = runtimeFiles.filter((file) => !AWAITING_TYPES.includes(file));

  it("lists every runtime .mjs that is not awaiting its types in tsconfig.json", () => {
    expect(tsconfig.compilerOptions.allowJs).toBe(true);
    expect(tsconfig.compilerOptions.checkJs).toBe(true);
    expect(checked.length).toBeGreaterThan(0);
    for (const file of checked) expect(tsconfig.include).toContain(file);
  });

  it("reads a checked file's own JSDoc types, with no hand-written .d.mts beside it", () => {
    for (const file of checked) {
      expect(existsSync(path.join(ROOT, file.replace(/\.mjs$/, ".d.mts")))).toBe(false);
    }
  });

  it("names only files that exist in the list awaiting types", () => {
    for (const file of AWAITING_TYPES) expect(runtimeFiles).toContain(file);
  });
});
