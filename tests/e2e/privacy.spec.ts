import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { linkInMail } from "./mailbox";
import { signUpAndConfirm } from "./sign-up";
import { expectAxeClean, gotoReady, watchErrors } from "./support";

// Issue 37: My account's "Download my data" and "Delete my account", the mailed links' pages,
// and a guest's request form, in Chromium, with screenshots at a phone's and a desktop's width.
const PASSWORD = "linen-and-brass-42";
const SCREENS = path.resolve(".data/screens");

async function shots(page: Page, target: Locator, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await target.screenshot({ path: path.join(SCREENS, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

const unique = (tag: string) =>
  `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test("download my data, then delete my account from My account", async ({ page }) => {
  const errors = watchErrors(page);
  const email = unique("privacy");
  await signUpAndConfirm(page, { email, first: "Noor", last: "Haddad", password: PASSWORD });
  await gotoReady(page, "/my-account");
  const section = page.getByTestId("privacy");
  await expect(section.getByRole("heading", { name: "Your data" })).toBeVisible();
  await shots(page, section, "privacy-section");
  await expectAxeClean(page);

  // Signed in a moment ago: the request goes at once.
  await section.getByRole("button", { name: "Download my data" }).click();
  await expect(page.getByTestId("privacy-export-mailed")).toBeVisible();
  const download = await linkInMail(email, "/privacy-request/");
  await gotoReady(page, download.pathname);
  await expect(page.getByRole("heading", { name: "Download your data" })).toBeVisible();
  await shots(page, page.locator(".account-card"), "privacy-download-link");
  await expectAxeClean(page);
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("privacy-export-confirm").click(),
  ]);
  expect(file.suggestedFilename()).toBe("my-data.json");
  await expect(page.getByTestId("privacy-export-done")).toBeVisible();

  await gotoReady(page, "/my-account");
  await page.getByTestId("privacy").getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByTestId("privacy-erase-mailed")).toBeVisible();
  // The newest mail's link, once the erasure's mail (sent after the answer) is there.
  let erase = download;
  await expect
    .poll(
      async () => {
        erase = await linkInMail(email, "/privacy-request/");
        return erase.pathname;
      },
      { timeout: 10_000 },
    )
    .not.toBe(download.pathname);
  await gotoReady(page, erase.pathname);
  await expect(page.getByRole("heading", { name: "Erase your data" })).toBeVisible();
  await shots(page, page.locator(".account-card"), "privacy-erase-link");
  await expectAxeClean(page);
  await page.getByTestId("privacy-erase-confirm").click();
  await expect(page.getByTestId("privacy-erase-done")).toBeVisible();
  await gotoReady(page, "/my-account");
  await page.waitForURL("**/login**");
  expect(errors).toEqual([]);
});

test("a guest asks by e-mail; the answer says nothing about the address", async ({ page }) => {
  const errors = watchErrors(page);
  await gotoReady(page, "/privacy-request");
  await expect(page.getByRole("heading", { name: "Your data" })).toBeVisible();
  await shots(page, page.locator(".account-card"), "privacy-guest-form");
  await expectAxeClean(page);
  await page.getByLabel("E-mail address").fill(unique("guest"));
  await page.getByLabel("Erase my data").check();
  await page.getByTestId("guest-privacy-submit").click();
  await expect(page.getByTestId("guest-privacy-sent")).toBeVisible();
  await expectAxeClean(page);
  expect(errors).toEqual([]);
});
