import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, request, type APIRequestContext, type Page } from "@playwright/test";
import { payByCard, registerAsGuest } from "./shop";
import { signUpAndConfirm } from "./sign-up";
import { gotoReady } from "./support";

/**
 * The order journeys' shared fixtures (issue 26 stages, issue 38 aftercare and returns): a client
 * of their own, an order paid by card from the bag, the partners' API that moves it on, and the
 * screenshots the reviewers look at.
 */

const baseURL = process.env.BASE_URL ?? "http://localhost:3100";

/** An address no other test (or earlier run on the same database) has used. */
export const uniqueEmail = (tag: string) =>
  `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** The demo client every order journey signs up as. */
export const CLIENT = { first: "Livia", last: "Moretti", password: "linen-and-brass-42" };

/** Signs the page up as the demo client under this address, confirmed and signed in. */
export const signUpClient = (page: Page, email: string) =>
  signUpAndConfirm(page, { email, ...CLIENT });

/** The partners' bearer tokens, written by scripts/test-fixtures.ts beside the test database. */
export const partners = (
  JSON.parse(
    readFileSync(path.resolve(process.env.DATA_DIR ?? ".data/test", "fixtures.json"), "utf8"),
  ) as { partners: { atelier: string; care: string } }
).partners;

/** A partner's client: its bearer token, no cookie. */
export const partnerApi = (token: string) =>
  request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });

/** The atelier reports one stage of an order (with a carrier and number when shipped). */
export async function reportStage(
  api: APIRequestContext,
  number: string,
  data: Record<string, string>,
) {
  const reply = await api.post(`/api/external/partner/orders/${number}/stages`, { data });
  expect(reply.status(), await reply.text()).toBe(200);
}

/** The City Tote as the configurator starts it, without the optional monogram, in the bag. */
export async function addCityTote(page: Page) {
  await gotoReady(page, "/bags/the-city-tote");
  await page.getByRole("button", { name: "Add to bag", exact: true }).click();
  await page.getByTestId("choices").getByRole("button", { name: "No, thanks" }).click();
  await page.getByRole("button", { name: "Add to bag", exact: true }).click();
  await expect(page.getByTestId("bag-status")).toContainText("Added to your bag: The City Tote");
}

/** Checks the bag out under this address and pays by card: the placed order's id and number. */
export async function checkOutByCard(page: Page, email: string) {
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

/** Client care (the demo's staff editor) signs the page in. */
export async function signInAsClientCare(page: Page) {
  await gotoReady(page, "/login");
  const login = page.getByTestId("login-form");
  await login.getByLabel("Email").fill("editor@atelier-ardent.test");
  await login.getByLabel("Password", { exact: true }).fill("atelier-preview-2026");
  await login.getByRole("button", { name: "Sign in" }).click();
}

/** One of the staff strip's queue panels, opened and narrowed to the web store. */
export async function staffQueue(page: Page, testId: string, storeLabel: string) {
  const panel = page.getByTestId(testId);
  await panel.locator("summary").click();
  await panel.getByLabel(storeLabel).selectOption("web");
  return panel;
}

/** Opens an order on /orders/track by its number and the buyer's address. */
export async function trackOrder(page: Page, number: string, email: string) {
  await gotoReady(page, "/orders/track");
  await page.getByLabel("Order number").fill(number);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Track order" }).click();
}

/** Where the screenshots go, for the reviewers. */
export const SCREENS = path.resolve(".data/screens");

/** Screenshots at a phone's and a desktop's width, failing where the page scrolls sideways. */
export async function shots(page: Page, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  // From the top, as the page is first seen: the order summary is sticky, and a page scrolled by
  // the test would draw it wherever the viewport last was.
  await page.evaluate(() => window.scrollTo(0, 0));
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
