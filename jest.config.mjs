/** @type {import('jest').Config} */
const config = {
  testMatch: ["<rootDir>/tests/unit/**/*.test.ts", "<rootDir>/tests/unit/**/*.test.tsx"],
  testEnvironment: "node",
  transform: {
    // .mjs too: lib/security's modules for server.mjs are plain JavaScript.
    "^.+\\.(t|j)sx?$|^.+\\.mjs$": [
      "@swc/jest",
      {
        jsc: {
          parser: { syntax: "typescript", tsx: true },
          transform: { react: { runtime: "automatic" } },
          target: "es2022",
        },
        module: { type: "commonjs" },
      },
    ],
  },
  // The unified ecosystem behind react-markdown ships ES modules only: compile it like our code.
  transformIgnorePatterns: [
    "/node_modules/(?!(react-markdown|remark-[^/]+|rehype-[^/]+|micromark[^/]*|mdast-[^/]+|hast-[^/]+|unist-[^/]+|unified|bail|is-plain-obj|trough|vfile[^/]*|devlop|property-information|space-separated-tokens|comma-separated-tokens|decode-named-character-reference|character-entities[^/]*|ccount|escape-string-regexp|markdown-table|longest-streak|zwitch|trim-lines|html-url-attributes|estree-util-[^/]+|@ungap|parse5|entities)/)",
  ],
  moduleNameMapper: {
    // Components import their route's stylesheet (issue 36); Next bundles it, the unit tests have
    // no use for it (Jest's documented way: map stylesheets to a stub). First: the
    // first pattern that matches wins, and `@/app/x.css` matches the alias below too.
    "\\.css$": "<rootDir>/tests/unit/support/empty-module.ts",
    "^@/(.*)$": "<rootDir>/$1",
    "^server-only$": "<rootDir>/tests/unit/support/empty-module.ts",
  },
  testTimeout: 30000,
};

export default config;
