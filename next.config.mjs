import { fileURLToPath } from "node:url";
import { BASE_HEADERS, HSTS, permissions } from "./lib/security/base-headers.mjs";

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // The test run builds into its own folder so it never clobbers the served store's build.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // PGlite ships its Postgres as WebAssembly plus data files it loads from its own folder;
  // bundling would break those relative loads, so it stays a plain Node require.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "postgres",
    "pino",
    "redis",
    "rate-limiter-flexible",
  ],
  typedRoutes: false,
  // One page cache (cache-handler.mjs): in Redis when REDIS_URL is set at start-up, so several
  // servers share it; else in this process's memory, bounded. Next's own would keep a copy of
  // every page on disk as well, and shared designs are pages without end (issue 27).
  cacheHandler: fileURLToPath(new URL("./cache-handler.mjs", import.meta.url)),
  cacheMaxMemorySize: 0,
  // bench:profile builds with browser source maps, so its bundle breakdown can name the modules
  // in each first-load script (scripts/bench-profile.ts). The server's maps are always written.
  productionBrowserSourceMaps: process.env.BENCH_PROFILE_BUILD === "1",
  // On every answer, errors and the proxy's own answers included (tests/api/headers.test.ts).
  async headers() {
    return [
      {
        source: "/:path*",
        headers: BASE_HEADERS,
      },
      {
        // The wallet and card forms ask the browser's Payment Request API, here and in the
        // card provider's frame only.
        source: "/checkout/:path*",
        headers: [
          { key: "Permissions-Policy", value: permissions('(self "https://js.stripe.com")') },
        ],
      },
      {
        source: "/:path*",
        has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
        headers: [HSTS],
      },
    ];
  },
};

export default nextConfig;
