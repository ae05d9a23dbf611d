import { expect, test, type Page } from "@playwright/test";
import { gotoReady, hostUrl, watchErrors } from "./support";

/**
 * Issue 26: a 404 is the store's own page, drawn by the server. Without JavaScript it is all
 * there (frame, heading, ways back, styles); with JavaScript it keeps its title once hydrated.
 */
const UNKNOWN = "/some/unknown/path";
/** A 404 the page decides while rendering (no such saved design): served by server.mjs. */
const LATE = "/gallery/configured/00000000-0000-4000-8000-000000000000";
/** What Chromium draws for an unstyled link and list. */
const BROWSER_LINK_BLUE = "rgb(0, 0, 238)";
/** The store's accent (app/globals.css), on the first way back. */
const ACCENT = "rgb(122, 59, 46)";
const KIOSK_ACCENT = "rgb(17, 17, 17)";

async function expectThe404Page(page: Page, accent = ACCENT) {
  await expect(page).toHaveTitle(/^Page not found · /);
  await expect(page.getByTestId("site-header")).toBeVisible();
  // The main menu (a drawer on phones, so attached rather than visible).
  await expect(page.locator('nav[aria-label="Main"]')).toBeAttached();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  const panel = page.getByTestId("not-found");
  await expect(panel.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  const ways = panel.getByRole("list");
  await expect(ways.getByRole("link")).toHaveText(["Home", "Design your bag", "Ready to wear"]);
  // Styled like the shop: no bullets, the shop's buttons rather than the browser's blue links.
  await expect(ways).toHaveCSS("list-style-type", "none");
  for (const link of await ways.getByRole("link").all()) {
    await expect(link).not.toHaveCSS("color", BROWSER_LINK_BLUE);
    await expect(link).toHaveCSS("text-decoration-line", "none");
    await expect(link).toHaveCSS("border-top-style", "solid");
  }
  await expect(ways.getByRole("link", { name: "Home" })).toHaveCSS("background-color", accent);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const [name, path] of [
    ["an unknown path", UNKNOWN],
    ["an unknown bag", "/bags/no-such-bag"],
    ["a design that does not exist", LATE],
  ] as const) {
    test(`${name} is the whole 404 page, styled`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expectThe404Page(page);
    });
  }

  test("the ways back lead into the shop", async ({ page }) => {
    await page.goto(UNKNOWN);
    await page.getByTestId("not-found").getByRole("link", { name: "Ready to wear" }).click();
    await expect(page).toHaveURL(/\/rtw-selection$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ready to wear");
  });

  test("on the kiosk, in the kiosk's livery", async ({ page }) => {
    const response = await page.goto(hostUrl("dept", UNKNOWN));
    expect(response?.status()).toBe(404);
    await expectThe404Page(page, KIOSK_ACCENT);
    await expect(page.locator("[data-store]")).toHaveAttribute("data-store", "dept-westchester");
  });
});

test.describe("with JavaScript", () => {
  for (const [name, path] of [
    ["an unknown path", UNKNOWN],
    ["a campaign link naming no code", "/NOSUCHCODE"],
    ["a design that does not exist", LATE],
  ] as const) {
    test(`${name} keeps its own title once hydrated`, async ({ page }) => {
      const errors = watchErrors(page);
      const response = await gotoReady(page, path);
      expect(response?.status()).toBe(404);
      await expectThe404Page(page);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, "\\/")}$`));
      expect(errors).toEqual([]);
    });
  }

  test("a way back is a client-side navigation into the shop", async ({ page }) => {
    await gotoReady(page, UNKNOWN);
    await page.getByTestId("not-found").getByRole("link", { name: "Design your bag" }).click();
    await expect(page).toHaveURL(/\/bags\/all-bags$/);
    await expect(page).not.toHaveTitle(/Page not found/);
  });

  test("a client-side navigation to a missing page loads the 404 page whole", async ({ page }) => {
    await gotoReady(page, "/");
    // What a Link to a removed piece does: the router asks for the page's flight data, gets a
    // 404 and loads the address as a document.
    const document = page.waitForResponse(
      (response) => response.request().resourceType() === "document",
    );
    await page.evaluate(() =>
      (
        window as unknown as { next: { router: { push: (href: string) => void } } }
      ).next.router.push("/bags/no-such-bag"),
    );
    expect((await document).status()).toBe(404);
    await expect(page).toHaveURL(/\/bags\/no-such-bag$/);
    await expectThe404Page(page);
  });

  test("looks like the rest of the shop on a phone and a desktop", async ({ page }) => {
    await gotoReady(page, UNKNOWN);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectThe404Page(page);
      await page.screenshot({ path: `.data/screens/not-found-${width}.png`, fullPage: true });
    }
  });
});
