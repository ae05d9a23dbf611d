import { expect, test, type Page } from "@playwright/test";
import { linkInMail } from "../mailbox";
import { gotoReady, hostUrl } from "../support";

const SECRET = process.env.PREVIEW_SECRET ?? "";
const DRAFT = "/drafts/fall-lookbook";

/** The seeded marketing editor (README): a staff account, signed in like a customer. */
async function signInAsStaff(page: Page) {
  await gotoReady(page, "/login");
  const form = page.getByTestId("login-form");
  await form.getByLabel("Email").fill("editor@atelier-ardent.test");
  await form.getByLabel("Password", { exact: true }).fill("atelier-preview-2026");
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("staff-tools")).toBeVisible();
}

test.describe("production: content visibility and marketing preview", () => {
  test("hidden content is 404 in production", async ({ page }) => {
    for (const path of [DRAFT, "/staging/test-campaign", "/private/vip-trunk-show"]) {
      expect((await page.goto(path))?.status(), path).toBe(404);
    }
    expect((await page.goto("/craft"))?.status()).toBe(200);
    expect((await page.goto("/global/shipping-policy"))?.status()).toBe(200);
  });

  test("the preview secret no longer opens preview in a browser", async ({ page }) => {
    const response = await page.request.get(
      `/api/preview?secret=${encodeURIComponent(SECRET)}&path=${DRAFT}`,
    );
    expect(response.status()).toBe(405);
    expect(response.headers()["set-cookie"] ?? "").not.toContain("__prerender_bypass");
    expect((await page.goto(DRAFT))?.status()).toBe(404);
  });

  test("staff sign in, turn preview on from the header, see drafts; shoppers never do", async ({
    page,
    browser,
  }) => {
    await signInAsStaff(page);
    const tools = page.getByTestId("staff-tools");
    await expect(tools).toBeVisible();
    await expect(page.getByTestId("preview-banner")).toHaveCount(0);
    await tools.getByTestId("preview-toggle").click();
    await expect(page.getByTestId("preview-banner")).toContainText(
      "Previewing unpublished content",
    );
    await expect(tools.getByTestId("preview-toggle")).toHaveAttribute("aria-pressed", "true");

    const draft = await page.goto(DRAFT);
    expect(draft?.status()).toBe(200);
    expect(draft?.headers()["cache-control"]).toMatch(/no-store/);
    await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
    await expect(page.getByTestId("preview-banner")).toBeVisible();
    // Private stays private, even in preview.
    expect((await page.goto("/private/vip-trunk-show"))?.status()).toBe(404);
    const satchel = await page.goto("/products-preview/the-greenwich-satchel");
    expect(satchel?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/greenwich satchel/i);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: test.info().outputPath("staff-preview-375.png") });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: test.info().outputPath("staff-preview-1280.png") });

    // A shopper right after, in their own browser: none of it, from no cache.
    const shopper = await browser.newContext();
    const other = await shopper.newPage();
    expect((await other.goto(DRAFT))?.status()).toBe(404);
    expect((await other.goto("/products-preview/the-greenwich-satchel"))?.status()).toBe(404);
    await other.goto("/craft");
    await expect(other.getByTestId("preview-banner")).toHaveCount(0);
    await expect(other.getByTestId("staff-tools")).toHaveCount(0);
    await shopper.close();

    // Exit from the banner: the staff browser is back on the live store.
    await page.goto(DRAFT);
    await page.getByRole("button", { name: "Exit preview" }).click();
    await page.waitForLoadState();
    expect((await page.goto(DRAFT))?.status()).toBe(404);
    await expect(page.getByTestId("preview-toggle")).toHaveAttribute("aria-pressed", "false");
  });

  test("a customer who is not staff gets no staff tools and no preview", async ({ page }) => {
    await gotoReady(page, "/signup");
    const email = `not-staff-${Date.now()}@example.com`;
    const form = page.getByTestId("signup-form");
    await form.getByLabel("First name").fill("Nora");
    await form.getByLabel("Last name").fill("Shopper");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password", { exact: true }).fill("correct horse battery staple");
    await form.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByTestId("signup-sent")).toContainText(email);
    // The account is made from the link mailed to the address.
    const link = await linkInMail(email, "/confirm-account/");
    await gotoReady(page, link.pathname);
    await page.getByTestId("confirm-account").click();
    await expect(page.getByTestId("account-link")).toContainText("Nora");
    await expect(page.getByTestId("staff-tools")).toHaveCount(0);
    expect((await page.goto(DRAFT))?.status()).toBe(404);
  });

  test("in production the store switcher links to each store's own address", async ({ page }) => {
    await signInAsStaff(page);
    const stores = page.getByTestId("staff-tools").getByRole("navigation", { name: "Stores" });
    await expect(stores.getByRole("link", { name: "Atelier Ardent Stylist" })).toHaveAttribute(
      "href",
      /^http:\/\/stylist\./,
    );
    await expect(stores.getByRole("link", { name: "Atelier Ardent", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("robots.txt opens the own store and closes the kiosk", async ({ page }) => {
    // Through the browser: Node cannot resolve *.localhost, Chromium maps it to loopback.
    const own = (await (await page.goto(hostUrl("www", "/robots.txt")))?.text()) ?? "";
    expect(own).toContain("Allow: /");
    expect(own).toContain("Disallow: /checkout");
    const kiosk = (await (await page.goto(hostUrl("dept", "/robots.txt")))?.text()) ?? "";
    expect(kiosk).toMatch(/^Disallow: \/$/m);
  });

  test("sitemap.xml lists the store's pages on its own host, without drafts", async ({ page }) => {
    const xml = (await (await page.goto(hostUrl("stylist", "/sitemap.xml")))?.text()) ?? "";
    expect(xml).toContain(`<loc>${hostUrl("stylist", "/bags/all-bags")}</loc>`);
    expect(xml).toContain(`${hostUrl("stylist", "/craft")}`);
    expect(xml).not.toContain("drafts/");
    expect(xml).not.toContain("staging/");
  });
});
