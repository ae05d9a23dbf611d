import path from "node:path";
import { expect, test } from "@playwright/test";
import { cartWith, freshIp, register, type CartView } from "../api/support/accounts";
import { invoice, kiosk, signInAssociate } from "../api/support/associates";
import { Client, fixtures, type Reply } from "../api/support/http";
import { enrollThisBrowser } from "./kiosk-enroll";
import { SCREENS, shots, uniqueEmail } from "./orders";
import { expectAxeClean, gotoReady, hostUrl, watchErrors } from "./support";

/**
 * Issue 38 at the counter: an associate at Westchester's kiosk finds a client's invoiced order,
 * sees the stock piece it may take back, starts the return with the PIN and prints the
 * authorisation; looked up again, the piece says why it may not come back twice.
 */
const API = "/api/external";
const { partners, returns: pieces } = fixtures();

const ok = (reply: Reply, what: string) => expect(reply.status, `${what}: ${reply.text}`).toBe(200);

/**
 * An order invoiced at Westchester's kiosk (through the API, as the kiosk's checkout does): the
 * returns fixture's stock piece, shipped and delivered by the atelier.
 */
async function deliveredCounterOrder(email: string): Promise<string> {
  const counter = await kiosk();
  const cart = await cartWith(counter, pieces.pieceId);
  const registered: CartView = await register(counter, cart.id, email);
  await signInAssociate(counter, cart.id);
  const invoiced = await invoice(counter, cart.id, registered.cart.total);
  ok(invoiced, "invoice");
  const number = invoiced.json<{ content: CartView }>().content.cart.number ?? "";
  const atelier = new Client(undefined, {
    "x-forwarded-for": freshIp(),
    authorization: `Bearer ${partners.atelier}`,
  });
  const steps = [
    { stage: "quality_check" },
    { stage: "shipped", carrier: "ups", tracking_number: "1Z999AA10123456784" },
    { stage: "delivered" },
  ];
  for (const step of steps) {
    ok(await atelier.send("POST", `${API}/partner/orders/${number}/stages`, step), step.stage);
  }
  return number;
}

test("an associate starts a client's return at the counter and prints the authorisation", async ({
  page,
}) => {
  test.slow();
  const errors = watchErrors(page);
  const email = uniqueEmail("counter");
  const number = await deliveredCounterOrder(email);
  await enrollThisBrowser(page, "E2E counter returns");

  await gotoReady(page, hostUrl("dept", "/kiosk/returns"));
  const find = page.getByTestId("counter-find");
  await expect(find.getByRole("heading", { name: "Returns at the counter" })).toBeVisible();
  await expectAxeClean(page);
  await shots(page, "counter-returns-find");

  // A wrong e-mail finds nothing, and says so; by keyboard only, as at a counter.
  await find.getByLabel("Order number").fill(number);
  await find.getByLabel("Client's e-mail address").fill("someone.else@example.com");
  await find.getByLabel("Associate name").fill("jmorales");
  await find.getByLabel("PIN").fill("2468");
  await find.getByLabel("PIN").press("Enter");
  await expect(find.getByTestId("counter-error")).toContainText("No order of this store");
  // The PIN is never kept after a call.
  await expect(find.getByLabel("PIN")).toHaveValue("");

  await find.getByLabel("Client's e-mail address").fill(email);
  await find.getByLabel("PIN").fill("2468");
  await find.getByRole("button", { name: "Find the order" }).click();

  const order = page.getByTestId("counter-order");
  await expect(order.getByRole("heading", { name: `Order ${number}` })).toBeFocused();
  const lines = order.getByTestId("counter-line");
  await expect(lines).toHaveCount(1);
  await expect(lines).toContainText("May come back until");
  await expectAxeClean(page);
  await shots(page, "counter-returns-order");

  const form = order.getByTestId("counter-return-form");
  await form.getByRole("checkbox", { name: /returns fixture/i }).check();
  await form.getByLabel("Reason").selectOption({ label: "The size is not right" });
  await form.getByRole("radio", { name: /A refund/ }).check();
  // A wrong PIN is refused where it was typed, and nothing is authorised.
  await form.getByLabel("PIN").fill("1111");
  await form.getByRole("button", { name: "Authorise the return" }).click();
  await expect(form.getByTestId("counter-error")).toBeVisible();
  await expect(form.getByLabel("PIN")).toHaveAttribute("aria-invalid", "true");
  await form.getByLabel("PIN").fill("2468");
  await form.getByRole("button", { name: "Authorise the return" }).click();

  const sheet = page.getByTestId("return-authorisation");
  const ra = (await sheet.getByTestId("return-number").textContent()) ?? "";
  expect(ra).toMatch(/^RA-[2-9A-HJ-NP-Z]{8}$/);
  await expect(
    sheet.getByRole("img", { name: `QR code of the return number ${ra}` }).locator("svg"),
  ).toBeVisible();
  await expect(sheet.getByTestId("counter-refund-rule")).toContainText("invoice is credited");
  await expect(sheet.getByTestId("return-address")).not.toBeEmpty();
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await sheet.getByRole("button", { name: "Print the authorisation" }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await expectAxeClean(page);
  await shots(page, "counter-returns-authorisation");

  // The return is the kiosk's, and the order shows it to the next look-up, this time by the
  // delivery postcode: the client has no e-mail to hand (ADR 0376).
  await page.getByRole("button", { name: "Next client" }).click();
  await find.getByLabel("Order number").fill(number);
  await find.getByRole("radio", { name: "The postcode of the delivery address" }).check();
  await expect(find.getByLabel("Client's e-mail address")).toHaveCount(0);
  await find.getByLabel("Postcode of the delivery address", { exact: true }).fill("10013");
  await find.getByLabel("Associate name").fill("jmorales");
  await expectAxeClean(page);
  await shots(page, "counter-returns-find-postcode");
  await find.getByLabel("PIN").fill("2468");
  await find.getByRole("button", { name: "Find the order" }).click();
  await expect(order.getByTestId("return-card")).toContainText(ra);
  await expect(order).toContainText("Delivered to postcode 10013");
  // The piece says why it cannot come back twice.
  await expect(lines.getByTestId("counter-refusal")).toContainText("already being returned");
  // Nothing left to bring back: the empty state says so and leads to the next client.
  await expect(order.getByTestId("counter-empty")).toBeVisible();
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.screenshot({
    path: path.join(SCREENS, "counter-returns-asked-tablet.png"),
    fullPage: true,
  });
  // Only the two refusals the associate was meant to see: the wrong e-mail and the wrong PIN.
  expect(errors).toEqual([
    expect.stringMatching(/^404 .*\/api\/external\/kiosk\/returns\/options$/),
    expect.stringMatching(/^422 .*\/api\/external\/kiosk\/returns$/),
  ]);
});

test("the counter screen is the kiosks' own: the web store has no such page", async ({ page }) => {
  const reply = await gotoReady(page, "/kiosk/returns");
  expect(reply?.status()).toBe(404);
});
