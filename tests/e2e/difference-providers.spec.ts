import { expect, test, type Page } from "@playwright/test";
import { addCityTote, shots, signUpClient, uniqueEmail } from "./orders";
import { registerAsGuest } from "./shop";
import { expectAxeClean, gotoReady, watchErrors } from "./support";

/**
 * Issue 38: a dearer design's difference paid through the order's own provider when that is not
 * a card (ADRs 0350, 0420, 0421), each in its local (test) mode. A signed-in client orders the
 * City Tote with the provider, changes its body leather to Noir Saffiano from the order page,
 * sees the provider's part on the review (the screenshots the reviewers compare with
 * aftercare-change-review, the card's), pays the difference there and finds the new design on
 * the order page.
 */

/** A new client, signed in, with the City Tote in the bag, on the confirmation page's payments. */
async function toPayment(page: Page, tag: string) {
  const email = uniqueEmail(tag);
  await signUpClient(page, email);
  await addCityTote(page);
  await gotoReady(page, "/cart");
  await page.getByTestId("checkout").click();
  await page.waitForURL("**/checkout/registration");
  await registerAsGuest(page, email);
}

/** The placed order's id, from the thank-you page. */
async function placedOrder(page: Page) {
  await page.waitForURL("**/checkout/thank_you?order=*", { timeout: 15_000 });
  await expect(page.getByTestId("order-number")).toContainText("AA-");
  return new URL(page.url()).searchParams.get("order") ?? "";
}

/**
 * From the order page, "Change this design" to a Noir Saffiano body: the review page, with the
 * server's dearer difference (returned as shown, e.g. "$120.00").
 */
async function reviewNoirChange(page: Page, orderId: string) {
  await gotoReady(page, `/my-account/orders/${orderId}`);
  await page.getByTestId("aftercare").getByRole("link", { name: "Change this design" }).click();
  await page.waitForURL(/\/bags\/the-city-tote\?.*change=.*order=/);
  await page.locator("html[data-shell-ready]").waitFor({ state: "attached" });
  await page
    .getByTestId("component-list")
    .getByRole("button", { name: /^Body leather/ })
    .click();
  await page
    .getByTestId("choices")
    .getByRole("button", { name: /^Noir, Saffiano leather/ })
    .click();
  await page.getByRole("button", { name: "Review the change", exact: true }).click();
  await page.waitForURL(new RegExp(`/my-account/orders/${orderId}/change\\?line=.+&design=.+`));
  const review = page.getByTestId("change-review");
  await expect(review.getByRole("heading", { level: 1 })).toHaveText("Change this design");
  const money = review.getByTestId("change-money");
  await expect(money).toHaveText(
    /^We charge the difference of \$\d[\d,]*\.\d{2} to the payment you used\.$/,
  );
  const difference = (await money.textContent())?.match(/\$[\d,]+\.\d{2}/)?.[0] ?? "";
  const newPrice = (await review.getByTestId("change-new-price").textContent()) ?? "";
  return { difference, newPrice };
}

/** The change is confirmed, and the order page lists the line in its new design and price. */
async function expectChanged(page: Page, orderId: string, newPrice: string) {
  await expect(page.getByTestId("change-done")).toContainText("Your new design is noted");
  await page.getByRole("link", { name: "Back to your order" }).click();
  await page.waitForURL(`**/my-account/orders/${orderId}`);
  const lines = page.getByTestId("order-lines");
  await expect(lines).toContainText(/Body leather: Noir/);
  await expect(lines).toContainText(newPrice);
}

test("PayPal: the difference is a PayPal order the client approves on the review", async ({
  page,
}) => {
  test.slow();
  const errors = watchErrors(page);
  await toPayment(page, "paypal-change");
  await page.getByTestId("paypal-local-approve").click();
  const orderId = await placedOrder(page);

  const { newPrice } = await reviewNoirChange(page, orderId);
  const approve = page.getByTestId("change-review").getByTestId("paypal-local-approve");
  await expect(approve).toHaveText("Pay with PayPal (test)");
  await expect(page.getByText("Test payments: the PayPal approval is simulated.")).toBeVisible();
  await expectAxeClean(page);
  await shots(page, "aftercare-change-review-paypal");
  await approve.click();
  await expectChanged(page, orderId, newPrice);
  expect(errors).toEqual([]);
});

test("wallet: the difference goes through the wallet's sign-in and back to the review", async ({
  page,
}) => {
  test.slow();
  const errors = watchErrors(page);
  await toPayment(page, "wallet-change");
  await page.getByTestId("wallet-local-start").click();
  await page.waitForURL("**/checkout/amazon_pay_confirmation?*");
  await page.getByTestId("wallet-confirm").click();
  const orderId = await placedOrder(page);

  const { difference, newPrice } = await reviewNoirChange(page, orderId);
  const start = page.getByTestId("change-wallet-start");
  await expect(start).toHaveText("Pay the difference with your wallet (test)");
  await expectAxeClean(page);
  await shots(page, "aftercare-change-review-wallet");
  await start.click();
  // The simulated sign-in returns the client to this review with the wallet's reference.
  await page.waitForURL(/\/change\?.*access_token=/);
  const confirm = page.getByTestId("change-checkout-confirm");
  await expect(confirm).toHaveText(`Pay ${difference} with your wallet and confirm`);
  await expect(confirm).toBeEnabled();
  await expectAxeClean(page);
  await shots(page, "aftercare-change-review-wallet-signed-in");
  await confirm.click();
  await expectChanged(page, orderId, newPrice);
  expect(errors).toEqual([]);
});

test("financing: the difference is a new application, approved before the change", async ({
  page,
}) => {
  test.slow();
  const errors = watchErrors(page);
  await toPayment(page, "financing-change");
  await page.getByTestId("financing-start").click();
  await page.waitForURL("**/checkout/confirmation_affirm?checkout_token=*");
  const orderId = await placedOrder(page);

  const { difference, newPrice } = await reviewNoirChange(page, orderId);
  const start = page.getByTestId("change-financing-start");
  await expect(start).toHaveText("Apply for the difference");
  await expect(page.getByTestId("change-review")).toContainText(
    `the difference of ${difference} is a new, short application`,
  );
  await expectAxeClean(page);
  await shots(page, "aftercare-change-review-financing");
  await start.click();
  // The local partner approves at once and returns the client here; the checkout's poll reads it.
  await page.waitForURL(/\/change\?.*checkout_token=/);
  const confirm = page.getByTestId("change-checkout-confirm");
  await expect(confirm).toHaveText(`Confirm the change, financing ${difference}`);
  await expect(confirm).toBeEnabled({ timeout: 15_000 });
  await expectAxeClean(page);
  await shots(page, "aftercare-change-review-financing-approved");
  await confirm.click();
  await expectChanged(page, orderId, newPrice);
  expect(errors).toEqual([]);
});
