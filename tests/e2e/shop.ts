import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import type { CartView } from "../../lib/cart/present";
import { gotoReady, hostUrl } from "./support";

/** Adds a stock piece from its own page. */
export async function addPiece(page: Page, piecePath: string, host?: string) {
  await gotoReady(page, host ? hostUrl(host, piecePath) : piecePath);
  await page.getByTestId("add-to-bag").click();
  await expect(page.getByTestId("bag-status")).toContainText("Added to your bag");
}

/** Buys a gift card through the form on /gift-cards. */
export async function buyGiftCard(
  page: Page,
  card: { posted: boolean; amount: string; to: string; email?: string },
  beforeSubmit?: () => Promise<void>,
) {
  await gotoReady(page, "/gift-cards");
  const form = page.getByTestId("gift-card-form");
  if (card.posted) await form.getByRole("radio", { name: /Keepsake Envelope/ }).click();
  await form.getByLabel("Amount").selectOption({ label: card.amount });
  await form.getByLabel("Recipient's name").fill(card.to);
  if (card.email) await form.getByLabel(/Recipient's e-mail/).fill(card.email);
  if (card.posted) {
    await form.getByLabel("Street address").fill("12 Warren Street");
    await form.getByLabel("City").fill("Hudson");
    await form.getByLabel("State").selectOption("NY");
    await form.getByLabel("ZIP code").fill("12534");
  }
  await beforeSubmit?.();
  await form.getByRole("button", { name: "Add to bag" }).click();
  await expect(page.getByTestId("gift-card-added")).toContainText("Added to your bag");
}

/** The cart as the API has it, with the browser's own cookies. */
export async function apiCart(page: Page): Promise<CartView> {
  const cookies = await page.context().cookies();
  const id = cookies.find((c) => c.name === "cart_id")?.value;
  const response = await page.request.get(`/api/external/orders/${id}?type=cart`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { content: CartView }).content;
}

/** Fills /checkout/registration as a guest and continues to the confirmation page. */
export async function registerAsGuest(
  page: Page,
  email: string,
  next = "**/checkout/confirmation",
) {
  const form = page.getByTestId("registration-form");
  await form.getByLabel("E-mail address").fill(email);
  // "Client details" where an associate or stylist enters the client (customer details, spec 6).
  const details = form.getByRole("group", { name: /^(Your|Client) details$/ });
  await details.getByLabel("First name").fill("Ada");
  await details.getByLabel("Last name").fill("Lovelace");
  await details.getByLabel("Phone").fill("212 555 0100");
  const shipping = form.getByRole("group", { name: "Shipping address" });
  await shipping.getByLabel("First name").fill("Ada");
  await shipping.getByLabel("Last name").fill("Lovelace");
  await shipping.getByLabel("Street address").fill("12 Crosby Street");
  await shipping.getByLabel("City").fill("New York");
  await shipping.getByLabel("State").selectOption("NY");
  await shipping.getByLabel("ZIP code").fill("10013");
  await form.getByRole("button", { name: "Continue to payment" }).click();
  await page.waitForURL(next);
  await expect(page.getByTestId("buyer")).toContainText(email);
}

export async function payByCard(page: Page, number: string) {
  const card = page.getByTestId("local-card-form");
  await card.getByLabel("Card number").fill(number);
  await card.getByLabel("Expiry (MM/YY)").fill("12/35");
  await card.getByLabel("Security code").fill("123");
  await card.getByRole("button", { name: "Pay now" }).click();
}

/** True when a message in the server's outbox (embedded mail mode) contains the text. */
export function outboxHas(text: string): boolean {
  const dir = path.resolve(process.env.DATA_DIR ?? ".data/test", "outbox");
  // A fresh server writes the folder with its first mail, which may still be on its way.
  if (!existsSync(dir)) return false;
  return readdirSync(dir).some((f) => readFileSync(path.join(dir, f), "utf8").includes(text));
}

/**
 * From the bag, "Edit design" on the City Tote: body leather to Noir Saffiano, then "Update bag"
 * and back to the bag. Returns the price the configurator showed for the edited design.
 */
export async function editToteToNoir(page: Page): Promise<string> {
  await page.getByRole("link", { name: "Edit design: The City Tote" }).click();
  await page.waitForURL(/\/bags\/the-city-tote\?.*edit=/);
  await page.locator("html[data-shell-ready]").waitFor({ state: "attached" });
  await page
    .getByTestId("component-list")
    .getByRole("button", { name: /^Body leather/ })
    .click();
  await page
    .getByTestId("choices")
    .getByRole("button", { name: /^Noir, Saffiano leather/ })
    .click();
  const price = (await page.getByTestId("configurator-price").textContent()) ?? "";
  await page.getByRole("button", { name: "Update bag", exact: true }).click();
  await page.waitForURL("**/cart");
  return price;
}
