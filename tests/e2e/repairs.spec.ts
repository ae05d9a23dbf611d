import { expect, test } from "@playwright/test";
import sharp from "sharp";
import {
  addCityTote,
  checkOutByCard,
  partnerApi,
  partners,
  reportStage,
  shots,
  signInAsClientCare,
  signUpClient,
  staffQueue,
  trackOrder,
  uniqueEmail,
} from "./orders";
import { expectAxeClean, gotoReady, watchErrors } from "./support";

/**
 * Issue 38 in the browser: a client asks the atelier to repair a delivered made-to-order bag with
 * a photo, client care sends an estimate from the staff strip, and the client accepts it.
 */
/** The atelier makes, ships and delivers the bag. */
async function deliver(number: string) {
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

test("a client asks the atelier for a repair with a photo, sees the estimate and accepts it", async ({
  page,
  browser,
}) => {
  test.slow();
  const errors = watchErrors(page);
  const email = uniqueEmail("repairs");
  await signUpClient(page, email);
  await addCityTote(page);
  const order = await checkOutByCard(page, email);
  await deliver(order.number);

  await gotoReady(page, `/my-account/orders/${order.id}`);
  const section = page.getByTestId("order-repairs");
  await section.getByRole("button", { name: "Ask the atelier" }).click();
  const form = section.getByTestId("repair-form");
  await form
    .getByLabel("What is wrong?")
    .fill("The handle's edge paint is cracking near the ring.");
  const photo = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: 110, g: 52, b: 34 } },
  })
    .jpeg()
    .toBuffer();
  await form
    .getByLabel("Photos (up to three, optional)")
    .setInputFiles({ name: "handle.jpg", mimeType: "image/jpeg", buffer: photo });
  await expectAxeClean(page);
  await shots(page, "repairs-order-form");
  await form.getByRole("button", { name: "Send to the atelier" }).click();

  const card = section.getByTestId("repair-card");
  await expect(card.getByTestId("repair-status")).toHaveText(/client care is preparing/);
  const title = (await card.locator("header strong").textContent()) ?? "";
  const number = /RP-[2-9A-HJ-NP-Z]{8}/.exec(title)?.[0] ?? "";
  expect(number).not.toBe("");
  const image = card.getByRole("img", { name: "Your photo 1 of the bag" });
  await expect(image).toBeVisible();
  // Visible as soon as its box is laid out (width and height are given); the bytes come after.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
  await expectAxeClean(page);
  await shots(page, "repairs-order-requested");

  // Client care estimates from the staff strip. Its own context: axe reads pages of a context
  // the test made.
  const careContext = await browser.newContext();
  const care = await careContext.newPage();
  await signInAsClientCare(care);
  const panel = await staffQueue(care, "staff-repairs", "Repairs of");
  const row = panel.getByTestId("staff-repair").filter({ hasText: number });
  await expect(row.getByRole("list", { name: `History of ${number}` })).toContainText("requested");
  await expect(row.getByRole("img", { name: `Photo 1 of ${number}` })).toBeVisible();
  await row.getByLabel("Estimate", { exact: true }).fill("180");
  await row.getByLabel("Working days").fill("12");
  await row.getByLabel("The work, for the client").fill("Edge paint renewed on both handles.");
  await expectAxeClean(care);
  await shots(care, "repairs-staff");
  await row.getByRole("button", { name: `Send the estimate for ${number}` }).click();
  await expect(row.getByTestId("staff-repair-status")).toHaveText("estimated");
  await careContext.close();

  await page.reload();
  const estimate = card.getByTestId("repair-estimate");
  await expect(estimate).toContainText("$180.00");
  await expect(estimate).toContainText("about 12 working days");
  await expect(card.getByTestId("repair-status")).toHaveText(/Estimate ready/);
  await expectAxeClean(page);
  await shots(page, "repairs-order-estimate");
  await card.getByRole("button", { name: "Accept the estimate" }).click();
  await expect(card.getByTestId("repair-status")).toHaveText(/Accepted/);
  await expect(card).toContainText("Client care will write to you to settle");
  await expect(card.getByTestId("repair-address")).toContainText("12 Crosby Street");
  await shots(page, "repairs-order-accepted");
  expect(errors).toEqual([]);
});

test("a guest asks the atelier from /orders/track with a photo, client care estimates, the guest accepts", async ({
  page,
  browser,
}) => {
  test.slow();
  const email = uniqueEmail("guest-repair");
  await addCityTote(page);
  const order = await checkOutByCard(page, email);
  await deliver(order.number);

  // The guest comes back later in another browser, with nothing but the number and the address.
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  const errors = watchErrors(guestPage);
  await trackOrder(guestPage, order.number, email);
  await expect(guestPage.getByRole("heading", { level: 1 })).toHaveText(`Order ${order.number}`);
  const section = guestPage.getByTestId("order-repairs");
  await section.getByRole("button", { name: "Ask the atelier" }).click();
  const form = section.getByTestId("repair-form");
  await form
    .getByLabel("What is wrong?")
    .fill("A corner of the base is scuffed through the paint.");
  const photo = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: 60, g: 44, b: 38 } },
  })
    .png()
    .toBuffer();
  await form
    .getByLabel("Photos (up to three, optional)")
    .setInputFiles({ name: "corner.png", mimeType: "image/png", buffer: photo });
  await expectAxeClean(guestPage);
  await shots(guestPage, "repairs-track-form");
  await form.getByRole("button", { name: "Send to the atelier" }).click();

  const card = section.getByTestId("repair-card");
  await expect(card.getByTestId("repair-status")).toHaveText(/client care is preparing/);
  const title = (await card.locator("header strong").textContent()) ?? "";
  const number = /RP-[2-9A-HJ-NP-Z]{8}/.exec(title)?.[0] ?? "";
  expect(number).not.toBe("");
  // The photo comes back through the tracking grant, re-encoded (a PNG sent, a JPEG kept).
  const image = card.getByRole("img", { name: "Your photo 1 of the bag" });
  await expect(image).toBeVisible();
  // Visible as soon as its box is laid out (width and height are given); the bytes come after.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  await expectAxeClean(guestPage);
  await shots(guestPage, "repairs-track-requested");

  const careContext = await browser.newContext();
  const care = await careContext.newPage();
  await signInAsClientCare(care);
  const panel = await staffQueue(care, "staff-repairs", "Repairs of");
  const row = panel.getByTestId("staff-repair").filter({ hasText: number });
  await expect(row.getByRole("img", { name: `Photo 1 of ${number}` })).toBeVisible();
  await row.getByLabel("Estimate", { exact: true }).fill("0");
  await row.getByLabel("Working days").fill("8");
  await row
    .getByLabel("The work, for the client")
    .fill("Corner repainted by hand, with our compliments.");
  await row.getByRole("button", { name: `Send the estimate for ${number}` }).click();
  await expect(row.getByTestId("staff-repair-status")).toHaveText("estimated");
  await careContext.close();

  await guestPage.reload();
  await expect(guestPage.getByRole("heading", { level: 1 })).toHaveText(`Order ${order.number}`);
  const estimate = card.getByTestId("repair-estimate");
  await expect(estimate).toContainText("With our compliments");
  await expect(estimate).toContainText("about 8 working days");
  await expect(estimate).toContainText("Corner repainted by hand");
  await expect(card.getByTestId("repair-status")).toHaveText(/Estimate ready/);
  await expectAxeClean(guestPage);
  await shots(guestPage, "repairs-track-estimate");
  await card.getByRole("button", { name: "Accept the estimate" }).click();
  await expect(card.getByTestId("repair-status")).toHaveText(/Accepted/);
  await expect(card.getByTestId("repair-address")).toContainText("12 Crosby Street");
  // A complimentary repair leaves nothing to settle.
  await expect(card).not.toContainText("to settle the repair");
  await shots(guestPage, "repairs-track-accepted");
  expect(errors).toEqual([]);
  await guest.close();
});
