import { expect, test } from "@playwright/test";
import { hostUrl } from "../support";

const SECRET = process.env.PREVIEW_SECRET ?? "";
const DRAFT = "/drafts/fall-lookbook";

test.describe("production: content visibility and marketing preview", () => {
  test("hidden content is 404 in production", async ({ page }) => {
    for (const path of [DRAFT, "/staging/test-campaign", "/private/vip-trunk-show"]) {
      expect((await page.goto(path))?.status(), path).toBe(404);
    }
    expect((await page.goto("/craft"))?.status()).toBe(200);
    expect((await page.goto("/global/shipping-policy"))?.status()).toBe(200);
  });

  test("a wrong secret does not open preview", async ({ page }) => {
    const response = await page.goto(`/api/preview?secret=wrong&path=${DRAFT}`);
    expect(response?.status()).toBe(401);
    expect((await page.goto(DRAFT))?.status()).toBe(404);
  });

  test("the secret shows drafts with a Preview banner until preview is exited", async ({
    page,
  }) => {
    const response = await page.goto(
      `/api/preview?secret=${encodeURIComponent(SECRET)}&path=${DRAFT}`,
    );
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${DRAFT}$`));
    await expect(page.getByText("Preview", { exact: false }).first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
    // Private stays private, even in preview.
    expect((await page.goto("/private/vip-trunk-show"))?.status()).toBe(404);
    await page.goto(DRAFT);
    await page.getByRole("button", { name: /exit/i }).click();
    await page.waitForLoadState();
    expect((await page.goto(DRAFT))?.status()).toBe(404);
  });

  test("products-preview reads drafts from the database, only in preview", async ({ page }) => {
    // The Greenwich Satchel is disabled: never in the catalogue, visible to staff in preview.
    expect((await page.goto("/products-preview/the-greenwich-satchel"))?.status()).toBe(404);
    expect((await page.goto("/bags/the-greenwich-satchel"))?.status()).toBe(404);
    await page.goto(
      `/api/preview?secret=${encodeURIComponent(SECRET)}&path=/products-preview/the-greenwich-satchel`,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/greenwich satchel/i);
    await expect(page.getByTestId("preview-banner")).toBeVisible();
    await page.getByRole("button", { name: /exit/i }).click();
    await page.waitForLoadState();
    expect((await page.goto("/products-preview/the-greenwich-satchel"))?.status()).toBe(404);
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
