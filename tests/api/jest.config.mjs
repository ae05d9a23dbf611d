/** API tests: plain HTTP against the server started by scripts/test-server.sh. */
const config = {
  rootDir: "../..",
  testMatch: ["<rootDir>/tests/api/**/*.test.ts"],
  testEnvironment: "node",
  transform: {
    // .mjs too: lib's modules shared with server.mjs are plain JavaScript (ES modules).
    "^.+\\.ts$|^.+\\.mjs$": [
      "@swc/jest",
      { jsc: { parser: { syntax: "typescript" }, target: "es2022" }, module: { type: "commonjs" } },
    ],
  },
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  testTimeout: 60000,
  maxWorkers: 1,
};

export default config;
