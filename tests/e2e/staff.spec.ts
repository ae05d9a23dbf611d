import { expect, test } from "@playwright/test";
import { gotoReady } from "./support";

test("staff switch the store variant from the header, and back", async ({ page }) => {
  await gotoReady(page, "/login");
  const form = page.getByTestId("login-form");
  await form.getByLabel("Email").fill("editor@atelier-ardent.test");
  await form.getByLabel("Password", { exact: true }).fill("atelier-preview-2026");
  await form.getByRole("button", { name: "Sign in" }).click();
  const tools = page.getByTestId("staff-tools");
  await expect(tools).toBeVisible();

  await tools.getByLabel("Store").selectOption("dept-manhattan");
  await tools.getByRole("button", { name: "Show" }).click();
  await expect(page.getByTestId("sales-associate-header")).toBeVisible();
  await expect(page.getByTestId("site-header")).toContainText("Bramwell's Manhattan");
  await expect(page.getByTestId("staff-tools").getByLabel("Store")).toHaveValue("dept-manhattan");
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 700 });
    await page.screenshot({ path: test.info().outputPath(`staff-strip-kiosk-${width}.png`) });
  }

  await page
    .getByTestId("staff-tools")
    .getByRole("button", { name: /address.s store/ })
    .click();
  await expect(page.getByTestId("staff-tools").getByLabel("Store")).toHaveValue("web");
  await expect(page.getByTestId("sales-associate-header")).toHaveCount(0);
});
