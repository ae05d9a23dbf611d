import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, request, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { payByCard, registerAsGuest } from "./shop";
import { signUpAndConfirm } from "./sign-up";
import { expectAxeClean, gotoReady, watchErrors } from "./support";

/**
 * Issue 38 in the browser: a client asks the atelier to repair a delivered made-to-order bag with
 * a photo, client care sends an estimate from the staff strip, and the client accepts it.
 */
const unique = (tag: string) =>
  `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
const baseURL = process.env.BASE_URL ?? "http://localhost:3100";
const partners = (
  JSON.parse(
    readFileSync(path.resolve(process.env.DATA_DIR ?? ".data/test", "fixtures.json"), "utf8"),
  ) as { partners: { atelier: string } }
).partners;
const SCREENS = path.resolve(".data/screens");

async function shots(page: Page, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(SCREENS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** The City Tote as the configurator starts it, ordered and paid by card: its id and number. */
async function orderCityTote(page: Page, email: string) {
  await gotoReady(page, "/bags/the-city-tote");
  await page.getByRole("button", { name: "Add to bag", exact: true }).click();
  await page.getByTestId("choices").getByRole("button", { name: "No, thanks" }).click();
  await page.getByRole("button", { name: "Add to bag", exact: true }).click();
  await expect(page.getByTestId("bag-status")).toContainText("Added to your bag: The City Tote");
  await gotoReady(page, "/cart");
  await page.getByTestId("checkout").click();
  await page.waitForURL("**/checkout/registration");
  await registerAsGuest(page, email);
  await payByCard(page, "4242 4242 4242 4242");
  await page.waitForURL("**/checkout/thank_you?order=*");
  const id = new URL(page.url()).searchParams.get("order") ?? "";
  const number = (await page.getByTestId("order-number").locator("strong").textContent()) ?? "";
  return { id, number };
}

/** The atelier makes, ships and delivers the bag. */
async function deliver(number: string) {
  const atelier = await request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${partners.atelier}` },
  });
  const steps = [
    { stage: "cutting" },
    { stage: "stitching" },
    { stage: "finishing" },
    { stage: "quality_check" },
    { stage: "shipped", carrier: "ups", tracking_number: "1Z 999 AA1 0123456784" },
    { stage: "delivered" },
  ];
  for (const data of steps) {
    const reply = await atelier.post(`/api/external/partner/orders/${number}/stages`, { data });
    expect(reply.status(), await reply.text()).toBe(200);
  }
  await atelier.dispose();
}

test("a client asks the atelier for a repair with a photo, sees the estimate and accepts it", async ({
  page,
  browser,
}) => {
  test.slow();
  const errors = watchErrors(page);
  const email = unique("repairs");
  await signUpAndConfirm(page, {
    email,
    first: "Livia",
    last: "Moretti",
    password: "linen-and-brass-42",
  });
  const order = await orderCityTote(page, email);
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
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
  await expectAxeClean(page);
  await shots(page, "repairs-order-requested");

  // Client care estimates from the staff strip. Its own context: axe reads pages of a context
  // the test made.
  const careContext = await browser.newContext();
  const care = await careContext.newPage();
  await gotoReady(care, "/login");
  const login = care.getByTestId("login-form");
  await login.getByLabel("Email").fill("editor@atelier-ardent.test");
  await login.getByLabel("Password", { exact: true }).fill("atelier-preview-2026");
  await login.getByRole("button", { name: "Sign in" }).click();
  const panel = care.getByTestId("staff-repairs");
  await panel.locator("summary").click();
  await panel.getByLabel("Repairs of").selectOption("web");
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
