import { defineConfig, devices } from "@playwright/test";

const baseURL = process.env.BASE_URL ?? "http://localhost:3100";

export default defineConfig({
  testDir: ".",
  // production/ runs against a second server built with APP_ENV=production, integrations/
  // against the test build started in production with every integration configured
  // (scripts/test-all.sh, scripts/test-integrations.sh).
  ...(process.env.E2E_PRODUCTION === "1"
    ? { testMatch: "production/**/*.spec.ts" }
    : process.env.E2E_INTEGRATIONS === "1"
      ? { testMatch: "integrations/**/*.spec.ts" }
      : { testIgnore: ["production/**", "integrations/**"] }),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  outputDir: "../../test-results",
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      // Without these, Chromium keeps trying to reach Google services this machine cannot reach.
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
});
