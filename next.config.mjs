/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // The test run builds into its own folder so it never clobbers the served store's build.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // PGlite ships its Postgres as WebAssembly plus data files it loads from its own folder;
  // bundling would break those relative loads, so it stays a plain Node require.
  serverExternalPackages: ["@electric-sql/pglite", "postgres", "pino"],
  typedRoutes: false,
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "SAMEORIGIN" },
        ],
      },
    ];
  },
};

export default nextConfig;
