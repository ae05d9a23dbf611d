/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getTurbopackChunkGroupBootstrap } from "next/dist/server/get-page-files.js";
import { htmlEscapeJsonString } from "next/dist/shared/lib/htmlescape.js";
import {
  htmlEscapeJson,
  integrityOf,
  readBuildScripts,
} from "../../lib/security/build-scripts.mjs";

/** A build folder as `next build` leaves it, with these files under static/chunks/. */
function buildFolder(files: Record<string, string>, config: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), "build-scripts-"));
  writeFileSync(join(dir, "required-server-files.json"), JSON.stringify({ config }));
  writeFileSync(
    join(dir, "build-manifest.json"),
    JSON.stringify({
      chunkLoadingGlobal: "TURBOPACK",
      pagesChunkGroupBootstrapParams: {
        "/s/[store]/page": { otherChunks: ["static/chunks/a.js"], runtimeModuleIds: [7] },
        "/_not-found/page": { otherChunks: ["static/chunks/b.js"], runtimeModuleIds: [8] },
      },
    }),
  );
  for (const [path, text] of Object.entries(files)) {
    const file = join(dir, "static", "chunks", path);
    mkdirSync(join(file, ".."), { recursive: true });
    writeFileSync(file, text);
  }
  return dir;
}

describe("the build's scripts, read at start-up (issue 35)", () => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const read = (files: Record<string, string>, config?: Record<string, string>) => {
    const dir = buildFolder(files, config);
    folders.push(dir);
    return readBuildScripts(dir);
  };

  it("names each script file as Next writes its src, with the SRI hash of its bytes", () => {
    const { scripts } = read({
      "a.js": "a()",
      "sub/b.js": "b()",
      "[turbopack]_x.js": "x()",
      "style.css": "p{}",
    });
    expect([...scripts.keys()].sort()).toEqual([
      "/_next/static/chunks/%5Bturbopack%5D_x.js",
      "/_next/static/chunks/a.js",
      "/_next/static/chunks/sub/b.js",
    ]);
    expect(scripts.get("/_next/static/chunks/a.js")).toBe(integrityOf(Buffer.from("a()")));
    expect(integrityOf(Buffer.from("a()"))).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  });

  it("puts the asset prefix and the deployment token where Next puts them", () => {
    const { scripts } = read({ "a.js": "a()" }, { assetPrefix: "/shop", deploymentId: "d7" });
    expect([...scripts.keys()]).toEqual(["/shop/_next/static/chunks/a.js?dpl=d7"]);
  });

  it("knows each route's bootstrap exactly as Next writes it", () => {
    const { bootstraps } = read({ "a.js": "a()" });
    const params = {
      "/s/[store]/page": { otherChunks: ["static/chunks/a.js"], runtimeModuleIds: [7] },
    };
    const written = getTurbopackChunkGroupBootstrap(params, "TURBOPACK", ["/s/[store]/page"]);
    expect(written).toBeDefined();
    expect(bootstraps.has(written ?? "")).toBe(true);
    expect(bootstraps.has(htmlEscapeJsonString(written ?? ""))).toBe(true);
    // Two routes, each written as Next writes one: nothing else.
    expect(bootstraps.size).toBe(2);
  });

  it("refuses to start without a build", () => {
    expect(() => readBuildScripts(join(tmpdir(), "no-such-build-folder"))).toThrow();
  });

  it("escapes JSON for an inline script as Next does", () => {
    for (const text of ["a<b>c&d", "\u2028\u2029", '"</script><!--', "plain"])
      expect(htmlEscapeJson(JSON.stringify([1, text]))).toBe(
        htmlEscapeJsonString(JSON.stringify([1, text])),
      );
  });
});
