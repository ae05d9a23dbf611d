import { expect, test, type BrowserContext } from "@playwright/test";
import { gotoReady } from "./support";

const promoCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === "promo_code")?.value;

test.describe("campaign links and unknown paths", () => {
  test("a live code in the home URL is checked, then saved for the bag", async ({
    page,
    context,
  }) => {
    const response = await page.goto("/WELCOME15");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/designed by you/i);
    await expect(page.getByTestId("promo-note")).toHaveText(
      "Your code WELCOME15 is saved and will be offered in your bag at checkout.",
    );
    await expect.poll(() => promoCookie(context)).toBe("WELCOME15");
  });

  test("a link naming no code at all is the 404 and saves nothing (issue 26)", async ({
    page,
    context,
  }) => {
    const response = await gotoReady(page, "/NOSUCHCODE");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page.getByTestId("promo-note")).toHaveCount(0);
    expect(await promoCookie(context)).toBeUndefined();
  });

  test("an expired code is not saved, and its stale saved copy is dropped", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "promo_code", value: "SUMMER25", url: baseURL ?? "" }]);
    await gotoReady(page, "/summer25");
    await expect(page.getByTestId("promo-note")).toHaveText("The code SUMMER25 has expired.");
    await expect.poll(() => promoCookie(context)).toBeUndefined();
  });

  test("a path of several unknown segments is the shelled 404", async ({ page }) => {
    const response = await gotoReady(page, "/a/b/c");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/^Page not found/);
    await expect(page.getByTestId("site-header")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page.getByTestId("promo-note")).toHaveCount(0);
    await page.getByTestId("not-found").getByRole("link", { name: "Ready to wear" }).click();
    await expect(page).toHaveURL(/\/rtw-selection$/);
  });
});
