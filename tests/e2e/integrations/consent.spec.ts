import type { Server } from "node:http";
import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { addPiece, registerAsGuest } from "../shop";
import { expectAxeClean, gotoReady, hostUrl } from "../support";
import { routeProviders, startChatServer } from "./stand-ins";

/**
 * Issue 37: consent before tracking. The server runs as production with analytics, the
 * e-mail-marketing tracker and live chat configured against local stand-ins
 * (scripts/test-integrations.sh). What reaches them is read from the browser's own network log.
 */

const CHAT_PORT = Number(process.env.CHAT_STAND_IN_PORT ?? 4199);
const MASK = "/limited-edition/limited-edition-silk-mask-gold-leaf";
const TOTE = "/bags/the-city-tote";
const HONORED = "Opt-out request honored (Global Privacy Control)";

const PROVIDERS: [name: string, url: RegExp][] = [
  ["analytics", /^https:\/\/[^/]*(googletagmanager|google-analytics)\.com\//],
  ["email-marketing", /^https:\/\/a\.klaviyo\.com\//],
  ["live-chat", new RegExp(`^http://127\\.0\\.0\\.1:${CHAT_PORT}/`)],
];

/** Every request the page makes to an integration, by integration, as the browser logs it. */
function networkLog(page: Page): Record<string, string[]> {
  const log: Record<string, string[]> = {};
  page.on("request", (request) => {
    for (const [name, url] of PROVIDERS) {
      if (url.test(request.url())) (log[name] ??= []).push(`${request.method()} ${request.url()}`);
    }
  });
  return log;
}

const banner = (page: Page) => page.locator("#cc-main .cm");
const dialog = (page: Page) => page.locator("#cc-main .pm");

/** The page has settled: the banner's module has run and the browser has had time to load. */
async function settled(page: Page) {
  await page.waitForLoadState("load");
  // Live chat loads when the browser is idle after the load event: give it that chance.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 800))),
  );
}

let chat: Server;
test.beforeAll(async () => {
  chat = await startChatServer(CHAT_PORT);
});
test.afterAll(() => new Promise<void>((resolve) => chat.close(() => resolve())));

// Wider than the 800 px mobile breakpoint, so live chat would load (spec 9).
test.use({ viewport: { width: 1280, height: 900 } });

async function us(context: BrowserContext, gpc = false) {
  await context.setExtraHTTPHeaders({ "CF-IPCountry": "US", ...(gpc ? { "Sec-GPC": "1" } : {}) });
}

test("with no consent nothing reaches any integration: home, product, configurator, bag, checkout", async ({
  page,
  context,
}) => {
  await routeProviders(context);
  const log = networkLog(page);
  for (const path of ["/", MASK, TOTE]) {
    await gotoReady(page, path);
    await expect(banner(page)).toBeVisible();
    await settled(page);
  }
  // Adding to the bag raises "Added to Cart": it must not be sent either.
  await addPiece(page, MASK);
  for (const path of ["/cart", "/checkout/registration"]) {
    await gotoReady(page, path);
    await expect(banner(page)).toBeVisible();
    await settled(page);
  }
  expect(log).toEqual({});
});

test("after accepting statistics only, analytics loads and the others do not", async ({
  page,
  context,
}) => {
  await routeProviders(context);
  const log = networkLog(page);
  await gotoReady(page, "/");
  await banner(page).getByRole("button", { name: "Choose" }).click();
  await expect(dialog(page)).toBeVisible();
  await dialog(page).locator('label:has(input[value="statistics"])').click();
  await dialog(page).getByRole("button", { name: "Save my choices" }).click();
  await expect(dialog(page)).toBeHidden();
  await expect.poll(() => (log.analytics ?? []).length).toBeGreaterThan(0);
  // Remembered: the next pages ask nothing and load analytics again, and only analytics.
  await addPiece(page, MASK);
  await expect(banner(page)).toBeHidden();
  await settled(page);
  expect(Object.keys(log)).toEqual(["analytics"]);
  const stored = (await context.cookies()).find((cookie) => cookie.name === "atelier_consent");
  expect(stored).toBeDefined();
  // At most 12 months.
  expect(stored!.expires * 1000 - Date.now()).toBeLessThanOrEqual(366 * 24 * 3600 * 1000);
  const value = JSON.parse(decodeURIComponent(stored!.value)) as {
    categories: string[];
    revision: number;
  };
  expect(value.categories.sort()).toEqual(["necessary", "statistics"]);
  expect(value.revision).toBe(1);
});

test("in the US, trackers run until refused; with Sec-GPC: 1 marketing never loads and the page says so", async ({
  browser,
}) => {
  // Without GPC (the control): the e-mail tracker receives the shopper's events.
  const plain = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await routeProviders(plain);
  await us(plain);
  const plainPage = await plain.newPage();
  const plainLog = networkLog(plainPage);
  await addPiece(plainPage, MASK);
  await expect.poll(() => (plainLog["email-marketing"] ?? []).length).toBeGreaterThan(0);
  await expect(plainPage.getByTestId("gpc-notice")).toHaveText("");
  await plain.close();

  const withGpc = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await routeProviders(withGpc);
  await us(withGpc, true);
  const page = await withGpc.newPage();
  const log = networkLog(page);
  await gotoReady(page, "/");
  await expect(page.getByTestId("gpc-notice")).toHaveText(HONORED);
  await expect.poll(() => (log.analytics ?? []).length).toBeGreaterThan(0);
  // Even "Accept all" does not override the browser's opt-out.
  await banner(page).getByRole("button", { name: "Accept all" }).click();
  await addPiece(page, MASK);
  await expect(page.getByTestId("gpc-notice")).toHaveText(HONORED);
  await settled(page);
  expect(log["email-marketing"]).toBeUndefined();
  await withGpc.close();
});

test("navigator.globalPrivacyControl alone turns marketing off too", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await routeProviders(context);
  await us(context);
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
  );
  const page = await context.newPage();
  const log = networkLog(page);
  await addPiece(page, MASK);
  await expect(page.getByTestId("gpc-notice")).toHaveText(HONORED);
  await settled(page);
  expect(log["email-marketing"]).toBeUndefined();
  await context.close();
});

test("the Do Not Sell or Share page and its footer link do what GPC does", async ({
  page,
  context,
}) => {
  await routeProviders(context);
  await us(context);
  const log = networkLog(page);
  await gotoReady(page, "/");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "Do Not Sell or Share My Personal Information" })
    .click();
  await page.waitForURL("**/do-not-sell-or-share");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Do Not Sell or Share My Personal Information",
  );
  await page.getByTestId("do-not-sell").click();
  await expect(page.getByTestId("do-not-sell-status")).toContainText("no longer shared");
  const before = (log["email-marketing"] ?? []).length;
  await addPiece(page, MASK);
  await settled(page);
  expect((log["email-marketing"] ?? []).length).toBe(before);
  // The footer reopens the choices, where marketing is now off.
  await page.getByTestId("privacy-choices").click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).locator('input[value="marketing"]')).not.toBeChecked();
});

test("without a country from the CDN, the shopper's own region decides", async ({
  page,
  context,
}) => {
  await routeProviders(context);
  const log = networkLog(page);
  await gotoReady(page, "/privacy");
  await expect(banner(page)).toBeVisible();
  expect(log).toEqual({});
  await Promise.all([
    page.waitForEvent("load"),
    page.getByLabel(/Where you live/).selectOption("US"),
  ]);
  await page.locator("html[data-shell-ready]").waitFor({ state: "attached" });
  const privacy = (await context.cookies()).find((cookie) => cookie.name === "atelier_privacy");
  expect(privacy?.value).toBe("out");
  // Opt-out now: statistics runs until refused.
  await expect.poll(() => (log.analytics ?? []).length).toBeGreaterThan(0);
});

test("a kiosk shows no banner and never runs the marketing tracker", async ({ page, context }) => {
  await routeProviders(context);
  const log = networkLog(page);
  await addPiece(page, MASK, "dept");
  await gotoReady(page, hostUrl("dept", "/cart"));
  await settled(page);
  await expect(page.locator("#cc-main")).toHaveCount(0);
  await expect(page.getByTestId("privacy-choices")).toHaveCount(0);
  expect(log["email-marketing"]).toBeUndefined();
});

/** The banner's box and a control's, once the control is scrolled into view, do not overlap. */
async function expectUncovered(page: Page, control: Locator) {
  await control.scrollIntoViewIfNeeded();
  const [a, b] = await Promise.all([banner(page).boundingBox(), control.boundingBox()]);
  expect(a && b).toBeTruthy();
  const overlap = b!.y + b!.height > a!.y && b!.y < a!.y + a!.height;
  expect(overlap, "the banner covers the control").toBe(false);
}

for (const width of [375, 1280]) {
  test(`banner and dialog at ${width} px: axe-clean, never over the configurator's or checkout's controls`, async ({
    page,
    context,
  }, testInfo) => {
    // Three pages, two axe runs and a guest checkout: more than the default 30 s on a busy machine.
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
    await routeProviders(context);
    const shot = (name: string) =>
      page.screenshot({ path: testInfo.outputPath(`consent-${name}-${width}.png`) });

    await gotoReady(page, TOTE);
    await expect(banner(page)).toBeVisible();
    await expectUncovered(page, page.getByTestId("primary-action"));
    await shot("configurator");
    await expectAxeClean(page);

    await banner(page).getByRole("button", { name: "Choose" }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole("button", { name: "Reject all" })).toBeVisible();
    await shot("dialog");
    await expectAxeClean(page);
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();

    // The card form starts from an intent the server would ask Stripe for (offline: given here).
    await page.route("**/api/external/payments/stripe/payment-intents", (route) =>
      route.fulfill({
        json: {
          status: "success",
          content: { id: "pi_stand_in", client_secret: "pi_stand_in_secret" },
        },
      }),
    );
    await addPiece(page, MASK);
    await gotoReady(page, "/checkout/registration");
    await registerAsGuest(page, `consent.${width}@example.com`);
    await expect(banner(page)).toBeVisible();
    await expectUncovered(
      page,
      page.getByTestId("pay-card").getByRole("button", { name: "Pay now" }),
    );
    await shot("checkout");

    // Refusing is as prominent as accepting: the same size and colours.
    const accept = banner(page).getByRole("button", { name: "Accept all" });
    const reject = banner(page).getByRole("button", { name: "Reject all" });
    const look = (button: Locator) =>
      button.evaluate((el) => {
        const style = getComputedStyle(el);
        return [style.backgroundColor, style.color, style.fontSize, el.clientHeight];
      });
    expect(await look(reject)).toEqual(await look(accept));
    await reject.click();
    await expect(banner(page)).toBeHidden();

    await gotoReady(page, "/do-not-sell-or-share");
    await shot("do-not-sell");
    await expectAxeClean(page);
    await gotoReady(page, "/privacy");
    await expect(page.getByTestId("consent-notice")).toContainText("13 months");
    await page.getByTestId("consent-notice").screenshot({
      path: testInfo.outputPath(`consent-notice-${width}.png`),
    });
    await expectAxeClean(page);
  });
}
