import boundaries from "eslint-plugin-boundaries";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import jest from "eslint-plugin-jest";
import jsdoc from "eslint-plugin-jsdoc";
import playwright from "eslint-plugin-playwright";
import { LIB_LAYERS, PURE, PURE_MAY_IMPORT } from "./eslint/layers.mjs";
import { testRules } from "./eslint/test-rules.mjs";

const layerOf = (name) => `lib-${LIB_LAYERS.findIndex((layer) => layer.includes(name))}`;

const libElements = LIB_LAYERS.flat().map((name) => ({
  type: layerOf(name),
  pattern: `lib/${name}`,
  partialMatch: false,
}));

const libTypes = LIB_LAYERS.map((_, n) => `lib-${n}`);

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/ban-ts-comment": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    // The layers of docs/architecture.md, held by lint rather than by good intentions.
    files: ["app/**", "components/**", "lib/**", "proxy.ts"],
    plugins: { boundaries },
    settings: {
      "import/resolver": { typescript: { alwaysTryTypes: true } },
      "boundaries/elements": [
        { type: "app-api", pattern: "app/api", partialMatch: false },
        { type: "app", pattern: "app", partialMatch: false },
        { type: "components", pattern: "components", partialMatch: false },
        ...libElements,
      ],
    },
    rules: {
      "boundaries/dependencies": [
        2,
        {
          default: "allow",
          policies: [
            // lib never reaches up into the UI or the routes.
            {
              from: { element: { types: { anyOf: libTypes } } },
              disallow: { to: { element: { types: { anyOf: ["app", "app-api", "components"] } } } },
            },
            // Each layer of lib imports only the layers below it (see eslint/layers.mjs).
            ...libTypes.map((type, n) => ({
              from: { element: { type } },
              disallow: { to: { element: { types: { anyOf: libTypes.slice(n) } } } },
            })),
            // Pages and components read through lib's domain functions, never the database.
            {
              from: { element: { types: { anyOf: ["app", "components"] } } },
              disallow: { to: { element: { type: layerOf("db") } } },
            },
          ],
        },
      ],
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: PURE,
              from: "./lib",
              except: PURE_MAY_IMPORT,
              message: "Pure modules run in the browser too: import only other pure modules.",
            },
            {
              target: ["./app", "./components"],
              from: ["./lib/db"],
              message: "Read through lib/<domain>, never the database.",
            },
          ],
        },
      ],
    },
  },
  {
    // The runtime server.mjs runs without a compiler is plain JavaScript typed by JSDoc and
    // checked by tsc (tsconfig.json, docs/adr/0085): no `any` there either, which
    // typescript-eslint's rule cannot see in a comment.
    files: ["lib/**/*.mjs", "server/**/*.mjs", "server.mjs", "cache-handler.mjs"],
    plugins: { jsdoc },
    rules: { "jsdoc/reject-any-type": "error" },
  },
  {
    // Tests that can fail (issue 25): every test asserts, no expectation hides behind a branch,
    // and a test that writes over HTTP checks more than the status code.
    files: ["tests/unit/**", "tests/api/**", "tests/multi-server/**", "tests/reliability/**"],
    plugins: { jest, tests: testRules },
    rules: {
      "jest/expect-expect": [
        "error",
        { assertFunctionNames: ["expect", "expect*", "*.expect*", "assert*", "fc.assert"] },
      ],
      "jest/no-conditional-expect": "error",
      "jest/no-disabled-tests": "error",
      "jest/no-focused-tests": "error",
      "tests/status-only-after-write": "error",
    },
  },
  {
    files: ["tests/e2e/**"],
    plugins: { playwright },
    rules: {
      // The Playwright plugin takes exact names or regular expressions (no globs): our own
      // helpers that assert are named expect…, check…, assert… or walk….
      "playwright/expect-expect": [
        "error",
        { assertFunctionPatterns: ["^expect[A-Z]", "^check[A-Z]", "^assert[A-Z]", "^walk[A-Z]"] },
      ],
      "playwright/no-conditional-expect": "error",
      "playwright/no-skipped-test": "error",
      "playwright/no-focused-test": "error",
    },
  },
  {
    ignores: [
      "node_modules/**",
      ".next*/**",
      ".data/**",
      ".catalogue/**",
      "public/**",
      "lib/db/migrations/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
    ],
  },
];

export default config;
