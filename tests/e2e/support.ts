import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const port = new URL(process.env.BASE_URL ?? "http://localhost:3100").port;
export const hostUrl = (label: string, path = "/") => `http://${label}.localhost:${port}${path}`;

/** Collects page errors, console errors and failed loads (other than RSC prefetches of routes later issues build). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
      errors.push(`console: ${message.text()}`);
    }
  });
  page.on("response", (response) => {
    const url = response.url();
    if (
      response.status() >= 400 &&
      !url.includes("_rsc=") &&
      response.request().resourceType() !== "document"
    ) {
      errors.push(`${response.status()} ${url}`);
    }
  });
  return errors;
}

/** Navigates and waits until the page has hydrated, so clicks reach their handlers. */
export async function gotoReady(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator("html[data-shell-ready]").waitFor({ state: "attached" });
  return response;
}

/** No serious or critical axe violation on the page as it stands, listed by rule and element. */
export async function expectAxeClean(page: Page) {
  // A notification fading in has, for a moment, the contrast of its half-drawn self: axe must
  // judge the page as it settles, not a frame of an animation. Waiting for running animations
  // was not enough (a notification can start fading in while axe reads the page, seen twice on
  // a loaded machine), so the page is judged as a shopper who asks for reduced motion sees it:
  // the store draws notifications without animation then. Endless animations (a loading
  // shimmer) never settle and are left out. After a client-side navigation the new page's title
  // streams in just after its content: a page that never gets one still fails, when the wait
  // runs out.
  await page.emulateMedia({ reducedMotion: "reduce" });
  let results: Awaited<ReturnType<AxeBuilder["analyze"]>>;
  try {
    await page.waitForFunction(
      () =>
        document.title !== "" &&
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== "running" ||
              animation.effect?.getTiming().iterations === Infinity,
          ),
    );
    results = await new AxeBuilder({ page }).analyze();
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
  const serious = results.violations.filter((v) =>
    ["serious", "critical"].includes(v.impact ?? ""),
  );
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}
