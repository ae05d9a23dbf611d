import { expect, type Browser, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { partnerApi, partners, reportStage, shots, signInAsClientCare, staffQueue } from "./orders";
import { expectAxeClean } from "./support";

/**
 * The steps of the repair journeys (issue 38), which a signed-in client on the account's order
 * page and a guest on /orders/track take alike: the bag delivered, a repair asked for with a
 * photo, client care's estimate from the staff strip, and the estimate seen and accepted. Each
 * journey keeps what is its own (its words, its figures, what it checks on the estimate).
 */

/** The atelier makes, ships and delivers the bag. */
export async function deliver(number: string) {
  const atelier = await partnerApi(partners.atelier);
  const steps: Record<string, string>[] = [
    { stage: "cutting" },
    { stage: "stitching" },
    { stage: "finishing" },
    { stage: "quality_check" },
    { stage: "shipped", carrier: "ups", tracking_number: "1Z 999 AA1 0123456784" },
    { stage: "delivered" },
  ];
  for (const data of steps) await reportStage(atelier, number, data);
  await atelier.dispose();
}

type Photo = {
  name: string;
  format: "jpeg" | "png";
  width: number;
  height: number;
  background: { r: number; g: number; b: number };
};

/**
 * On the order's page: asks the atelier with `description` and one photo, screenshotted as
 * `<shot>-form` and `<shot>-requested`. The repair's card and number, its photo shown at the
 * size sent (kept as a JPEG, whatever was sent).
 */
export async function askTheAtelier(page: Page, description: string, photo: Photo, shot: string) {
  const section = page.getByTestId("order-repairs");
  await section.getByRole("button", { name: "Ask the atelier" }).click();
  const form = section.getByTestId("repair-form");
  await form.getByLabel("What is wrong?").fill(description);
  const image = sharp({
    create: { width: photo.width, height: photo.height, channels: 3, background: photo.background },
  });
  const buffer = await (photo.format === "png" ? image.png() : image.jpeg()).toBuffer();
  await form
    .getByLabel("Photos (up to three, optional)")
    .setInputFiles({ name: photo.name, mimeType: `image/${photo.format}`, buffer });
  await expectAxeClean(page);
  await shots(page, `${shot}-form`);
  await form.getByRole("button", { name: "Send to the atelier" }).click();

  const card = section.getByTestId("repair-card");
  await expect(card.getByTestId("repair-status")).toHaveText(/client care is preparing/);
  const title = (await card.locator("header strong").textContent()) ?? "";
  const number = /RP-[2-9A-HJ-NP-Z]{8}/.exec(title)?.[0] ?? "";
  expect(number).not.toBe("");
  const shown = card.getByRole("img", { name: "Your photo 1 of the bag" });
  await expect(shown).toBeVisible();
  // Visible as soon as its box is laid out (width and height are given); the bytes come after.
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(photo.width);
  await expectAxeClean(page);
  await shots(page, `${shot}-requested`);
  return { card, number };
}

/**
 * Client care sends an estimate for repair `number` from the staff strip, in a context of its
 * own (axe reads pages of a context the test made). `check` runs on the repair's row, filled in,
 * before it is sent.
 */
export async function estimateFromStaff(
  browser: Browser,
  number: string,
  estimate: { amount: string; days: string; work: string },
  check?: (row: Locator, care: Page) => Promise<void>,
) {
  const careContext = await browser.newContext();
  const care = await careContext.newPage();
  await signInAsClientCare(care);
  const panel = await staffQueue(care, "staff-repairs", "Repairs of");
  const row = panel.getByTestId("staff-repair").filter({ hasText: number });
  await expect(row.getByRole("img", { name: `Photo 1 of ${number}` })).toBeVisible();
  await row.getByLabel("Estimate", { exact: true }).fill(estimate.amount);
  await row.getByLabel("Working days").fill(estimate.days);
  await row.getByLabel("The work, for the client").fill(estimate.work);
  if (check) await check(row, care);
  await row.getByRole("button", { name: `Send the estimate for ${number}` }).click();
  await expect(row.getByTestId("staff-repair-status")).toHaveText("estimated");
  await careContext.close();
}

/**
 * Back on the order's page (reloaded): the estimate is ready, screenshotted as `<shot>-estimate`
 * once `check` has looked at it, then accepted, the bag to be sent to the atelier's address.
 */
export async function acceptTheEstimate(
  page: Page,
  card: Locator,
  shot: string,
  check: (estimate: Locator) => Promise<void>,
) {
  await check(card.getByTestId("repair-estimate"));
  await expect(card.getByTestId("repair-status")).toHaveText(/Estimate ready/);
  await expectAxeClean(page);
  await shots(page, `${shot}-estimate`);
  await card.getByRole("button", { name: "Accept the estimate" }).click();
  await expect(card.getByTestId("repair-status")).toHaveText(/Accepted/);
  await expect(card.getByTestId("repair-address")).toContainText("12 Crosby Street");
}
