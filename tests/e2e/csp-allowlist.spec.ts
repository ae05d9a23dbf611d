import { spawn, type ChildProcess } from "node:child_process";
import { expect, test, type Page } from "@playwright/test";

// Issue 35: an HTML injection that reaches a page before server.mjs names its scripts must not
// get a script run by looking like Next's or React's. No route of the store is known to let
// HTML through, so the page here is made so (tests/e2e/csp-page-server.ts): a React page
// streamed with a late Suspense boundary (React's own $RC scripts), the build's script tags,
// Next's flight scripts and injected HTML, served through the store's own script hasher
// (lib/security/hashed-responses.mjs) under the prerendered pages' policy, read by Chromium.

let server: ChildProcess | undefined;
let base = "";

test.beforeAll(async () => {
  const child = spawn("node_modules/.bin/tsx", ["tests/e2e/csp-page-server.ts"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  server = child;
  base = await new Promise<string>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the page server exited (${code})`)));
    child.stdout?.on("data", (chunk: Buffer) => {
      const port = /listening (\d+)/.exec(chunk.toString())?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
  });
});

test.afterAll(() => {
  server?.kill();
});

/** Every script the policy refused, as `directive blocked-uri`. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  void page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.log(`csp-violation ${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  page.on("console", (message) => {
    const text = message.text();
    if (text.startsWith("csp-violation ")) violations.push(text.slice(14));
  });
  return violations;
}

test("only the build's files and the framework's exact scripts run; look-alikes are refused", async ({
  page,
}) => {
  const violations = watchViolations(page);
  await page.goto(`${base}/page`);
  // React's streaming scripts ran: the late part replaced its fallback.
  await expect(page.locator("#late")).toHaveText("The City Tote");
  await expect(page.locator("#fallback")).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => (window as { __ran?: string[] }).__ran))
    .toEqual(["good"]);
  // The flight queue holds Next's start and its data, and nothing an injection pushed.
  expect(
    await page.evaluate(() => JSON.stringify((self as { __next_f?: unknown[] }).__next_f)),
  ).toBe('[[0],[1,"0:\\"ok\\"\\n"]]');
  // Refused by the policy: the dot-segment file and the three look-alike inline scripts. The
  // tampered file is refused by its integrity, not the policy.
  await expect.poll(() => violations.length).toBe(4);
  expect(violations.sort()).toEqual([
    `script-src-elem ${base}/_next/evil.js`,
    "script-src-elem inline",
    "script-src-elem inline",
    "script-src-elem inline",
  ]);
});
