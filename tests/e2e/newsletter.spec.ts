import { expect, test } from "@playwright/test";
import { linkInMail } from "./mailbox";
import { expectAxeClean, gotoReady, watchErrors } from "./support";

// Issue 23: the newsletter's double opt-in, walked in the browser from the form to unsubscribing.
const unique = () =>
  `letters.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

const SIZES = [
  { name: "phone", width: 375, height: 812 },
  { name: "tablet", width: 768, height: 1024 },
  { name: "desktop", width: 1280, height: 900 },
] as const;

test("sign up on /newsletter, confirm from the mailed link, then unsubscribe", async ({ page }) => {
  const errors = watchErrors(page);
  const email = unique();
  await gotoReady(page, "/newsletter");
  const form = page.getByTestId("newsletter-form");
  await form.getByRole("textbox", { name: "E-mail address" }).fill(email);
  await form.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByTestId("content-page").getByRole("status")).toContainText(
    `Please check ${email}`,
  );

  // Opening the link shows a button; only the press confirms (mail scanners open links).
  const confirm = await linkInMail(email, "/newsletter/confirm/");
  expect(confirm.origin).toBe(new URL(page.url()).origin);
  await gotoReady(page, confirm.pathname);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription");
  await expectAxeClean(page);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({
      path: `.data/screens/newsletter-confirm-${size.name}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByTestId("newsletter-confirm").click();
  await expect(page.getByTestId("newsletter-confirm-done")).toContainText("confirmed");

  // The same link a second time is spent.
  await gotoReady(page, confirm.pathname);
  await page.getByTestId("newsletter-confirm").click();
  await expect(page.locator(".account-card").getByRole("alert")).toHaveText(
    "This link has expired or was already used. Please sign up again.",
  );

  const leave = await linkInMail(email, "/newsletter/unsubscribe/");
  await gotoReady(page, leave.pathname);
  await expectAxeClean(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: ".data/screens/newsletter-unsubscribe-phone.png", fullPage: true });
  await page.getByTestId("newsletter-unsubscribe").click();
  await expect(page.getByTestId("newsletter-unsubscribe-done")).toContainText("unsubscribed");
  await page.screenshot({
    path: ".data/screens/newsletter-unsubscribed-phone.png",
    fullPage: true,
  });
  // The one failed call is the spent link's, on purpose.
  expect(errors).toEqual([`422 ${confirm.origin}/api/external/public/newsletter/confirm`]);
});
