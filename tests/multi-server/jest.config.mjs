import api from "../api/jest.config.mjs";

/** Several servers: plain HTTP, as the API tests, against the two scripts/test-multi-server.sh starts. */
const config = { ...api, testMatch: ["<rootDir>/tests/multi-server/**/*.test.ts"] };

export default config;
