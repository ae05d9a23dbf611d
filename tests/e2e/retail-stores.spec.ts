import { expect, test } from "@playwright/test";

const port = new URL(process.env.BASE_URL ?? "http://localhost:3100").port;

test.describe("home page per retail store", () => {
  test("the own store and the department-store kiosk look different", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
        errors.push(message.text());
      }
    });
    // Link prefetches of routes that later issues build (shop, FAQ, account) may 404 for now;
    // every document, script, style and image the page itself needs must load.
    page.on("response", (response) => {
      if (response.status() >= 400 && !response.url().includes("_rsc=")) {
        errors.push(`${response.status()} ${response.url()}`);
      }
    });

    await page.goto(`http://www.localhost:${port}/`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("[data-store]")).toHaveAttribute("data-store", "web");
    await expect(page.getByTestId("account-link")).toBeVisible();
    await expect(page.getByTestId("faq-link")).toBeVisible();
    await expect(page.getByTestId("sales-associate-header")).toHaveCount(0);
    await expect(page.getByTestId("bag-grid").getByRole("listitem")).not.toHaveCount(0);
    const ownBags = await page.getByTestId("bag-grid").getByRole("listitem").count();
    const ownAccent = await page
      .locator("[data-store]")
      .evaluate((el) => getComputedStyle(el).getPropertyValue("--accent").trim());

    await page.goto(`http://dept.localhost:${port}/`);
    await expect(page.locator("[data-store]")).toHaveAttribute("data-store", "dept-westchester");
    await expect(page.getByTestId("sales-associate-header")).toBeVisible();
    await expect(page.getByTestId("sales-associate-header")).toContainText(
      "Bramwell's Westchester",
    );
    await expect(page.getByTestId("account-link")).toHaveCount(0);
    await expect(page.getByTestId("faq-link")).toHaveCount(0);
    const deptBags = await page.getByTestId("bag-grid").getByRole("listitem").count();
    const deptAccent = await page
      .locator("[data-store]")
      .evaluate((el) => getComputedStyle(el).getPropertyValue("--accent").trim());

    // One bag is excluded from the department stores in the demo catalogue.
    expect(deptBags).toBeLessThan(ownBags);
    expect(deptAccent).not.toBe(ownAccent);
    expect(errors).toEqual([]);
  });
});
