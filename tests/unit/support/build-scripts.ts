import { getTurbopackChunkGroupBootstrap } from "next/dist/server/get-page-files.js";
import { buildScriptsFrom } from "../../../lib/security/build-scripts.mjs";

/** The bytes a test build's file holds: its own name, so each has its own hash. */
export const bytesOf = (path: string) => Buffer.from(`/* ${path} */`);

/**
 * A build made of these script files (paths below `/_next/`, `static/chunks/…`) and one route,
 * `/page`, whose Turbopack bootstrap loads `static/chunks/a.js`.
 */
export function testBuild(paths: readonly string[], deploymentId = "") {
  return buildScriptsFrom({
    files: paths.map((path) => ({ path, bytes: bytesOf(path) })),
    manifest: {
      chunkLoadingGlobal: "TURBOPACK",
      pagesChunkGroupBootstrapParams: {
        "/page": { otherChunks: ["static/chunks/a.js"], runtimeModuleIds: [1] },
      },
    },
    assetPrefix: "",
    deploymentId,
    writeBootstrap: getTurbopackChunkGroupBootstrap,
  });
}
