import { expect, test } from "@playwright/test";
import { addPiece, registerAsGuest } from "./shop";
import { enrollThisBrowser } from "./kiosk-enroll";
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

// Issue 23: each money action needs the associate's PIN; the kiosk asks for it and carries on.
test("the associate re-enters the PIN for a second adjustment and for the receipt", async ({
  page,
}) => {
  await enrollThisBrowser(page);
  await addPiece(page, `/limited-edition/${MASK}`, "dept");
  await gotoReady(page, hostUrl("dept", "/checkout/store-registration"));
  const associate = page.getByTestId("associate-form");
  await associate.getByLabel("Associate name").fill("jmorales");
  await associate.getByLabel("PIN").fill("2468");
  await associate.getByRole("button", { name: "Sign in to this bag" }).click();
  await expect(page.getByTestId("registration-form")).toBeVisible();

  await gotoReady(page, hostUrl("dept", "/cart"));
  const panel = page.getByTestId("adjustments");
  await panel.getByLabel("Discount ($)").fill("5");
  await panel.getByRole("button", { name: "Add adjustment" }).click();
  await expect(panel.getByTestId("adjustment")).toHaveCount(1);
  await panel.getByLabel("Reason").selectOption("price_match");
  await panel.getByLabel("Discount ($)").fill("3");
  await panel.getByRole("button", { name: "Add adjustment" }).click();
  const prompt = panel.getByTestId("pin-prompt");
  await expect(prompt).toContainText("Please enter your PIN again to confirm this adjustment.");
  await expect(prompt.getByLabel("Associate name")).toHaveValue("jmorales");
  // Keyboard only: the PIN field has the focus, Enter confirms.
  await expect(prompt.getByLabel("PIN")).toBeFocused();
  await page.keyboard.type("2468");
  for (const [width, height] of [
    [375, 900],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await prompt.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`kiosk-pin-prompt-${width}.png`) });
  }
  await page.keyboard.press("Enter");
  await expect(prompt).toBeHidden();
  await expect(panel.getByTestId("adjustment")).toHaveCount(2);
  await expect(page.getByTestId("total-adjustment")).toHaveText([
    "Goodwill−$5.00",
    "Price match−$3.00",
  ]);

  await gotoReady(page, hostUrl("dept", "/checkout/store-registration"));
  await registerAsGuest(page, "kiosk.repin@example.com", "**/checkout/create-invoice");
  await page.getByTestId("place-invoice-order").click();
  await page.waitForURL("**/checkout/invoice?order=*");
  await expect(page.getByTestId("order-review").getByTestId("total-adjustment")).toHaveCount(2);
  const number = `BRW-${Date.now().toString(36).toUpperCase()}-9`;
  const receipt = page.getByTestId("receipt-form");
  await receipt.getByLabel("Till receipt number").fill(number.toLowerCase());
  await receipt.getByRole("button", { name: "Save receipt number" }).click();
  const again = page.getByTestId("pin-prompt");
  await expect(again).toContainText("Please enter your PIN again to confirm this receipt number.");
  await again.getByLabel("PIN").fill("2468");
  await again.getByRole("button", { name: "Confirm with PIN" }).click();
  await expect(receipt.getByRole("status")).toHaveText(`Receipt ${number} recorded.`);
  await page.screenshot({ path: test.info().outputPath("kiosk-receipt-after-pin.png") });
});

// Issue 25: staff make the kiosk's browser a kiosk from the staff strip, and withdraw it.
test("staff enroll this browser from the strip, and revoke it", async ({ page }) => {
  await gotoReady(page, hostUrl("dept", "/login"));
  const form = page.getByTestId("login-form");
  await form.getByLabel("Email").fill("editor@atelier-ardent.test");
  await form.getByLabel("Password", { exact: true }).fill("atelier-preview-2026");
  await form.getByRole("button", { name: "Sign in" }).click();
  const kiosks = page.getByTestId("kiosk-devices");
  await expect(kiosks).toBeVisible();
  await kiosks.locator("summary").click();
  await expect(kiosks.getByTestId("this-browser")).toHaveText(
    "This browser is not a kiosk: associates cannot sign in here.",
  );
  const label = `Floor ${Date.now().toString(36)}`;
  await kiosks.getByLabel("Kiosk name").fill(label);
  await kiosks.getByRole("button", { name: "Enroll this browser" }).click();
  await expect(kiosks.getByRole("status")).toHaveText(`This browser is now the kiosk “${label}”.`);
  await expect(kiosks.getByTestId("this-browser")).toHaveText(
    `This browser is the kiosk “${label}”.`,
  );
  const mine = kiosks.getByTestId("kiosk-device").filter({ hasText: label });
  await expect(mine).toContainText("this browser");
  const cookie = (await page.context().cookies()).find((c) => c.name === "atelier_kiosk");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api/external" });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: test.info().outputPath(`staff-kiosks-${width}.png`) });
  }

  await mine.getByRole("button", { name: `Revoke the kiosk ${label}` }).click();
  await expect(kiosks.getByRole("status")).toHaveText(`The kiosk “${label}” is revoked.`);
  await expect(kiosks.getByTestId("kiosk-device").filter({ hasText: label })).toHaveCount(0);
  await expect(kiosks.getByTestId("this-browser")).toHaveText(
    "This browser is not a kiosk: associates cannot sign in here.",
  );
});
