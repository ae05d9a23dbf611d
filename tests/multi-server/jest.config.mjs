/** Several servers: plain HTTP against the two servers scripts/test-multi-server.sh starts. */
const config = {
  rootDir: "../..",
  testMatch: ["<rootDir>/tests/multi-server/**/*.test.ts"],
  testEnvironment: "node",
  transform: {
    "^.+\\.ts$": [
      "@swc/jest",
      { jsc: { parser: { syntax: "typescript" }, target: "es2022" }, module: { type: "commonjs" } },
    ],
  },
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  testTimeout: 60000,
  maxWorkers: 1,
};

export default config;
