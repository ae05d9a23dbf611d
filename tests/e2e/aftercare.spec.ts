import { expect, test, type Page } from "@playwright/test";
import {
  addCityTote,
  checkOutByCard,
  partnerApi,
  partners,
  reportStage,
  shots,
  signUpClient,
  trackOrder,
  uniqueEmail,
} from "./orders";
import { expectAxeClean, gotoReady, watchErrors } from "./support";

/**
 * Issue 38: a guest tracking a made-to-order bag changes its design (the configurator opens on
 * the ordered design, the review shows the server's difference and the date, the difference is
 * paid by card) and then cancels the order from /orders/track; once the atelier reports
 * cutting, neither is offered.
 */
/** The City Tote as the configurator starts it, ordered and paid by card: its order number. */
async function orderCityTote(page: Page, email: string): Promise<string> {
  await addCityTote(page);
  return (await checkOutByCard(page, email)).number;
}

async function track(page: Page, number: string, email: string) {
  await trackOrder(page, number, email);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${number}`);
}

test("a guest changes the design and then cancels the bag from /orders/track", async ({
  page,
  browser,
}) => {
  test.slow();
  const email = uniqueEmail("aftercare");
  const number = await orderCityTote(page, email);

  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  const errors = watchErrors(guestPage);
  await track(guestPage, number, email);
  const panel = guestPage.getByTestId("aftercare");
  await expect(panel.getByTestId("aftercare-window")).toHaveText(
    /^You can change or cancel until cutting starts, expected on [A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}\.$/,
  );
  await expect(panel.getByRole("button", { name: "Cancel this bag" })).toBeVisible();
  await expectAxeClean(guestPage);
  await shots(guestPage, "aftercare-track");

  // "Change this design": the configurator on the ordered design, in change mode.
  await panel.getByRole("link", { name: "Change this design" }).click();
  await guestPage.waitForURL(/\/bags\/the-city-tote\?.*change=/);
  await guestPage.locator("html[data-shell-ready]").waitFor({ state: "attached" });
  await guestPage
    .getByTestId("component-list")
    .getByRole("button", { name: /^Body leather/ })
    .click();
  await guestPage
    .getByTestId("choices")
    .getByRole("button", { name: /^Noir, Saffiano leather/ })
    .click();
  await guestPage.getByRole("button", { name: "Review the change", exact: true }).click();
  await guestPage.waitForURL(/\/orders\/track\/change\?line=.+&design=.+/);

  // The review: the server's figures, the date, and the difference paid with a card.
  const review = guestPage.getByTestId("change-review");
  await expect(review.getByRole("heading", { level: 1 })).toHaveText("Change this design");
  await expect(review.getByTestId("change-money")).toHaveText(
    /^We charge the difference of \$\d[\d,]*\.\d{2} to the payment you used\.$/,
  );
  await expect(review.getByTestId("change-date")).toBeVisible();
  await expectAxeClean(guestPage);
  await shots(guestPage, "aftercare-change-review");
  const card = guestPage.getByTestId("local-card-form");
  await card.getByLabel("Card number").fill("4242 4242 4242 4242");
  await card.getByLabel("Expiry (MM/YY)").fill("12/35");
  await card.getByLabel("Security code").fill("123");
  await card.getByRole("button", { name: "Pay the difference and confirm" }).click();
  await expect(guestPage.getByTestId("change-done")).toContainText("Your new design is noted");
  await guestPage.getByRole("link", { name: "Back to your order" }).click();
  await expect(guestPage.getByRole("heading", { level: 1 })).toHaveText(`Order ${number}`);

  // "Cancel this bag": asked once more, then cancelled and refunded.
  await panel.getByRole("button", { name: "Cancel this bag" }).click();
  await expect(panel.getByText(`Cancel order ${number}?`)).toBeVisible();
  await expectAxeClean(guestPage);
  await shots(guestPage, "aftercare-cancel-confirm");
  await panel.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(guestPage.getByTestId("aftercare-cancelled")).toContainText(
    `Your order ${number} is cancelled.`,
  );
  await expect(guestPage.getByTestId("aftercare-cancelled")).toContainText("is refunded");
  await expect(guestPage.getByRole("button", { name: "Show the updated order" })).toBeVisible();
  await expectAxeClean(guestPage);
  await shots(guestPage, "aftercare-cancel-confirmed");
  // The confirmation stays until the shopper asks for the updated order.
  await guestPage.getByRole("button", { name: "Show the updated order" }).click();
  await expect(guestPage.getByTestId("order-timeline")).toContainText("This order was cancelled");
  await guestPage.reload();
  await expect(guestPage.getByTestId("order-timeline")).toContainText("This order was cancelled");
  await expect(guestPage.getByTestId("aftercare")).toHaveCount(0);
  await shots(guestPage, "aftercare-cancelled");
  expect(errors).toEqual([]);
  await guest.close();
});

test("nothing is offered once the atelier reports cutting", async ({ page }) => {
  test.slow();
  const email = uniqueEmail("cut");
  const number = await orderCityTote(page, email);
  const atelier = await partnerApi(partners.atelier);
  await reportStage(atelier, number, { stage: "cutting" });
  await atelier.dispose();
  await track(page, number, email);
  await expect(page.getByTestId("order-timeline")).toBeVisible();
  await expect(page.getByTestId("aftercare")).toHaveCount(0);
});

test("a signed-in client changes the design from the order page and then cancels", async ({
  page,
}) => {
  test.slow();
  const errors = watchErrors(page);
  const email = uniqueEmail("client");
  await signUpClient(page, email);
  const number = await orderCityTote(page, email);
  const orderId = new URL(page.url()).searchParams.get("order") ?? "";
  await gotoReady(page, `/my-account/orders/${orderId}`);
  const panel = page.getByTestId("aftercare");
  await expect(panel.getByTestId("aftercare-window")).toContainText(
    "You can change or cancel until cutting starts, expected on",
  );
  await expectAxeClean(page);
  await shots(page, "aftercare-account-order");

  await panel.getByRole("link", { name: "Change this design" }).click();
  await page.waitForURL(/\/bags\/the-city-tote\?.*change=.*order=/);
  await page.locator("html[data-shell-ready]").waitFor({ state: "attached" });
  // The starting look with the monogram declined: back to the same design costs nothing more.
  await page.getByRole("button", { name: "Review the change", exact: true }).click();
  await page.waitForURL(new RegExp(`/my-account/orders/${orderId}/change\\?line=.+&design=.+`));
  await expect(page.getByTestId("change-money")).toHaveText("The price does not change.");
  await expect(page.getByTestId("change-date")).toHaveText(/^Your bag is still promised for /);
  await expectAxeClean(page);
  await shots(page, "aftercare-account-change-review");
  await page.getByTestId("change-confirm").click();
  await expect(page.getByTestId("change-done")).toContainText("Your new design is noted");
  await page.getByRole("link", { name: "Back to your order" }).click();
  await page.waitForURL(`**/my-account/orders/${orderId}`);

  await panel.getByRole("button", { name: "Cancel this bag" }).click();
  await panel.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(page.getByTestId("aftercare-cancelled")).toContainText(
    `Your order ${number} is cancelled.`,
  );
  expect(errors).toEqual([]);
});
