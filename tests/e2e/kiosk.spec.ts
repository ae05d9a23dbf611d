import { expect, test } from "@playwright/test";
import { addPiece } from "./shop";
import { gotoReady, hostUrl } from "./support";

const MASK = "limited-edition-silk-mask-gold-leaf";

// Issue 11, kiosk auto-reset: the next person at the kiosk never sees the last one's bag.
test("an idle kiosk asks 'Still here?', then starts over with an empty bag", async ({ page }) => {
  await page.clock.install();
  await addPiece(page, `/limited-edition/${MASK}`, "dept");
  await gotoReady(page, hostUrl("dept", "/cart"));
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  // The kiosk's adjustments load after the bag; jumping the clock before they arrive would
  // fire their load timeout, which a real kiosk never sees.
  await expect(page.getByRole("heading", { name: "Adjustments" })).toBeVisible();

  await page.clock.fastForward("02:35");
  const dialog = page.getByTestId("kiosk-idle");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Still here?" })).toBeVisible();
  await dialog.getByRole("button", { name: "I'm still here" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("cart-line")).toHaveCount(1);

  await page.clock.fastForward("03:05");
  await page.waitForURL(hostUrl("dept", "/"));
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === "cart_id")).toBeUndefined();
  await expect(page.getByTestId("cart-link")).toContainText("0");
  await gotoReady(page, hostUrl("dept", "/cart"));
  await expect(page.getByTestId("cart-line")).toHaveCount(0);
});

test("the own store never resets on its own", async ({ page }) => {
  await page.clock.install();
  await gotoReady(page, "/");
  await page.clock.fastForward("05:00");
  await expect(page.getByTestId("kiosk-idle")).toHaveCount(0);
});
