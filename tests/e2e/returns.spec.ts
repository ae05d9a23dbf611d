import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import {
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
import { addPiece } from "./shop";
import { expectAxeClean, gotoReady, watchErrors } from "./support";

/**
 * Issue 38 in the browser: a client returns a stock piece from the order page and prints the
 * authorisation (its number and QR code).
 */
const PIECE = "/rtw-selection/collection-weekender-noir";
/** The atelier ships and delivers a stock order: only delivered pieces may be returned. */
async function deliver(number: string) {
  const atelier = await partnerApi(partners.atelier);
  await reportStage(atelier, number, { stage: "quality_check" });
  await reportStage(atelier, number, {
    stage: "shipped",
    carrier: "ups",
    tracking_number: "1Z 999 AA1 0123456784",
  });
  await reportStage(atelier, number, { stage: "delivered" });
  await atelier.dispose();
}

/** Buys the piece by card from the bag; returns the order's id and number. */
async function buyPiece(page: Page, email: string) {
  await addPiece(page, PIECE);
  return checkOutByCard(page, email);
}

/** Ticks the piece, picks a reason, asks for a refund and authorises the return. */
async function askForRefund(page: Page) {
  const form = page.getByTestId("return-form");
  await form.getByRole("checkbox", { name: /weekender/i }).check();
  await form.getByLabel("Why are you returning it?").selectOption({ label: "I changed my mind" });
  await form.getByRole("radio", { name: /A refund/ }).check();
  await form.getByRole("button", { name: "Authorise my return" }).click();
}

/** The authorisation: its number as text and as a QR code, the address, and a print button. */
async function expectAuthorisation(page: Page): Promise<string> {
  const sheet = page.getByTestId("return-authorisation");
  const number = (await sheet.getByTestId("return-number").textContent()) ?? "";
  expect(number).toMatch(/^RA-[2-9A-HJ-NP-Z]{8}$/);
  await expect(
    sheet.getByRole("img", { name: `QR code of the return number ${number}` }),
  ).toBeVisible();
  await expect(sheet.locator("svg")).toHaveCount(1);
  await expect(sheet.getByTestId("return-address")).not.toBeEmpty();
  await expect(sheet.getByText(/weekender/i).first()).toBeVisible();
  // "Prints": the button calls the browser's print dialog, which a headless browser cannot show.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await sheet.getByRole("button", { name: "Print the authorisation" }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  return number;
}

test("a client returns a stock piece from the order page and prints the authorisation", async ({
  page,
}) => {
  test.slow();
  const errors = watchErrors(page);
  const email = uniqueEmail("returns");
  await signUpClient(page, email);
  const order = await buyPiece(page, email);
  await deliver(order.number);

  await gotoReady(page, `/my-account/orders/${order.id}`);
  const section = page.getByTestId("order-returns");
  await expect(section.getByTestId("return-form")).toBeVisible();
  await expectAxeClean(page);
  await shots(page, "returns-order-form");

  await askForRefund(page);
  await page.waitForURL("**/my-account/returns/*");
  const number = await expectAuthorisation(page);
  await expectAxeClean(page);
  await shots(page, "returns-authorisation");

  // Back on the order: the return with its steps, and the way back to the authorisation.
  await gotoReady(page, `/my-account/orders/${order.id}`);
  const card = section.getByTestId("return-card");
  await expect(card).toContainText(number);
  await expect(card.getByTestId("return-status")).toHaveText(/Authorised/);
  await expect(card.getByTestId("return-print-link")).toHaveAttribute(
    "href",
    `/my-account/returns/${number}`,
  );
  await expectAxeClean(page);
  await shots(page, "returns-order-requested");
  expect(errors).toEqual([]);
});

test("a guest returns a stock piece from /orders/track and prints it; a stranger gets a 404", async ({
  page,
  browser,
}) => {
  test.slow();
  const errors = watchErrors(page);
  const email = uniqueEmail("guest-returns");
  const order = await buyPiece(page, email);
  await deliver(order.number);

  await trackOrder(page, order.number, email);
  await expect(page.getByTestId("tracked-order")).toBeVisible();
  const section = page.getByTestId("order-returns");
  await expect(section.getByTestId("return-form")).toBeVisible();
  await expectAxeClean(page);
  await shots(page, "returns-track-form");

  await askForRefund(page);
  await page.waitForURL("**/orders/track/returns/*");
  const number = await expectAuthorisation(page);
  await expectAxeClean(page);
  await shots(page, "returns-track-authorisation");

  await gotoReady(page, "/orders/track");
  const card = section.getByTestId("return-card");
  await expect(card).toContainText(number);
  await expect(card.getByTestId("return-status")).toHaveText(/Authorised/);
  await expect(card.getByTestId("return-print-link")).toHaveAttribute(
    "href",
    `/orders/track/returns/${number}`,
  );
  expect(errors).toEqual([]);

  // Someone else, with the number but without the tracking grant: nothing to see, or to ask.
  const stranger = await browser.newPage();
  const seen = await stranger.goto(`/orders/track/returns/${number}`);
  expect(seen?.status()).toBe(404);
  await expect(stranger.getByTestId("return-authorisation")).toHaveCount(0);
  const asked = await stranger.request.post("/api/orders/track/returns", {
    data: {
      request_id: randomUUID(),
      reason: "size",
      resolution: "refund",
      lines: [{ order_item_id: randomUUID(), quantity: 1 }],
    },
  });
  expect(asked.status()).toBe(404);
  await stranger.close();

  // Client care approves it from the staff strip, with a note; the guest sees it accepted.
  // Its own context: axe reads pages of a context the test made.
  const careContext = await browser.newContext();
  const care = await careContext.newPage();
  await signInAsClientCare(care);
  const open = await staffQueue(care, "staff-returns", "Returns of");
  const row = open.getByTestId("staff-return").filter({ hasText: number });
  await expect(row.getByRole("list", { name: `History of ${number}` })).toContainText("requested");
  await expectAxeClean(care);
  await shots(care, "returns-staff");
  await row.getByLabel("Note for the history").fill("Checked at the counter: as new.");
  await row.getByRole("button", { name: `Approve ${number}` }).click();
  await expect(open.getByTestId("staff-return").filter({ hasText: number })).toHaveCount(0);
  await careContext.close();

  await page.reload();
  await expect(card.getByTestId("return-status")).toHaveText("Accepted");
  await expect(card.getByTestId("return-print-link")).toHaveCount(0);
});
