// What the build made, read once when server.mjs starts (issue 35): the script files a page may
// load, each with the SRI hash of its bytes, and the exact text of Next's inline bootstrap. The
// CSP rewrite (served-html.mjs) lets a page run these and nothing shaped like them: a `src` is
// compared with the build's own list as written, never decoded or normalized, so
// `/_next/static/%2e%2e/x.js`, `..`, a query or a second slash is simply not on the list.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { getTurbopackChunkGroupBootstrap } from "next/dist/server/get-page-files.js";

/**
 * @typedef {object} BuildScripts
 * @property {ReadonlyMap<string, string>} scripts each script `src` exactly as Next writes it
 *   into a page (`/_next/static/chunks/…`), to the `integrity` value of that file's bytes
 * @property {ReadonlySet<string>} bootstraps each inline bootstrap script Next may write (the
 *   Turbopack chunk group of one route), exactly
 */

/** One route's Turbopack bootstrap, as Next writes it into a page. */
/** @typedef {typeof getTurbopackChunkGroupBootstrap} BootstrapWriter */

/** The build's manifest fields read here (.next/build-manifest.json). */
/** @typedef {{ pagesChunkGroupBootstrapParams?: Record<string, object>, chunkLoadingGlobal?: string }} BuildManifest */

/** @param {Buffer} bytes */
export const integrityOf = (bytes) =>
  `sha384-${createHash("sha384").update(bytes).digest("base64")}`;

/**
 * Next's JSON escape for inline scripts (next/dist/shared/lib/htmlescape.js,
 * `htmlEscapeJsonString`), which React's `escapeJSObjectForInstructionScripts` equals; a unit
 * test holds this copy to Next's.
 * @param {string} json
 */
export function htmlEscapeJson(json) {
  return json
    .replaceAll("&", "\\u0026")
    .replaceAll(">", "\\u003e")
    .replaceAll("<", "\\u003c")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");
}

/**
 * A path as Next writes it into a `src` (next/dist/shared/lib/encode-uri-path.js).
 * @param {string} path
 */
const encodeUriPath = (path) =>
  path
    .split("/")
    .map((segment) => encodeURIComponent(segment))
    .join("/");

/**
 * Every file under `dir`, as paths relative to it with `/` between segments.
 * @param {string} dir
 * @returns {string[]}
 */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"));
}

/**
 * The build's scripts from its folder. Throws when the folder holds no build: server.mjs must
 * not serve pages whose scripts it cannot name.
 * @param {string} distDir the build folder (next.config.mjs's `distDir`)
 * @returns {BuildScripts}
 */
export function readBuildScripts(distDir) {
  /** @type {{ config: { assetPrefix?: string, deploymentId?: string } }} */
  const serverFiles = JSON.parse(readFileSync(join(distDir, "required-server-files.json"), "utf8"));
  /** @type {BuildManifest} */
  const manifest = JSON.parse(readFileSync(join(distDir, "build-manifest.json"), "utf8"));
  const chunks = join(distDir, "static", "chunks");
  const files = filesUnder(chunks)
    .filter((file) => file.endsWith(".js"))
    .map((file) => ({ path: `static/chunks/${file}`, bytes: readFileSync(join(chunks, file)) }));
  return buildScriptsFrom({
    files,
    manifest,
    assetPrefix: serverFiles.config.assetPrefix ?? "",
    deploymentId: serverFiles.config.deploymentId || process.env.NEXT_DEPLOYMENT_ID || "",
    writeBootstrap: getTurbopackChunkGroupBootstrap,
  });
}

/**
 * The build's scripts from what was read (separate so that tests can give their own).
 * @param {object} build
 * @param {readonly { path: string, bytes: Buffer }[]} build.files the script files, their
 *   paths relative to `/_next/` (`static/chunks/…`)
 * @param {BuildManifest} build.manifest
 * @param {string} build.assetPrefix
 * @param {string} build.deploymentId Next's `?dpl=` token, "" when none is set
 * @param {BootstrapWriter} build.writeBootstrap
 * @returns {BuildScripts}
 */
export function buildScriptsFrom({ files, manifest, assetPrefix, deploymentId, writeBootstrap }) {
  // Next's getAssetQueryString: the deployment's token, nothing else, in production.
  const query = deploymentId ? `?dpl=${deploymentId}` : "";
  /** @type {Map<string, string>} */
  const scripts = new Map();
  for (const { path, bytes } of files)
    scripts.set(`${assetPrefix}/_next/${encodeUriPath(path)}${query}`, integrityOf(bytes));
  /** @type {Set<string>} */
  const bootstraps = new Set();
  const params = manifest.pagesChunkGroupBootstrapParams;
  const global = manifest.chunkLoadingGlobal;
  if (params && global) {
    for (const page of Object.keys(params)) {
      const text = writeBootstrap(params, global, [page]);
      if (text === undefined) continue;
      // Written as is (React's bootstrapScriptContent) or through Next's JSON escape.
      bootstraps.add(text);
      bootstraps.add(htmlEscapeJson(text));
    }
  }
  return { scripts, bootstraps };
}
