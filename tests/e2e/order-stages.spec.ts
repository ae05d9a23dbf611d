import { expect, test, type Page } from "@playwright/test";
import { linkInMail } from "./mailbox";
import {
  addCityTote,
  checkOutByCard,
  partnerApi,
  partners,
  reportStage,
  shots,
  signUpClient,
  uniqueEmail,
} from "./orders";
import { expectAxeClean, gotoReady, watchErrors } from "./support";

/**
 * Issue 26, the whole walk: a client orders a made-to-order bag; the atelier's token moves it
 * through every stage; the client sees the timeline and the shipped mail; a guest tracks it by
 * number and e-mail, and a wrong pair is refused; a cancel before cutting refunds.
 */
const NO_MATCH =
  "We could not find an order with that number and e-mail address. Please check both and try again.";

/** Fills the tracking form with the keyboard only, as someone without a mouse would. */
async function trackByKeyboard(page: Page, number: string, email: string) {
  await page.getByLabel("Order number").focus();
  await page.keyboard.type(number);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("E-mail address")).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press("Enter");
  await page.waitForURL("**/orders/track**");
}

test("a made-to-order bag goes through the atelier, and its client and a guest follow it", async ({
  page,
  browser,
}) => {
  test.slow();
  const errors = watchErrors(page);
  const email = uniqueEmail("livia");
  await signUpClient(page, email);

  // The client designs the City Tote and pays by card.
  await addCityTote(page);
  // The design's date, as the configurator shows it; the order keeps it as its promise.
  const designDate = page.getByTestId("delivery-date");
  await expect(designDate).toHaveAttribute("data-date", /^\d{4}-\d{2}-\d{2}$/);
  await expect(designDate).toHaveAttribute("aria-busy", "false");
  const promisedOn = (await designDate.getAttribute("data-date")) ?? "";
  const { id: orderId, number } = await checkOutByCard(page, email);
  expect(number).toMatch(/^AA-[2-9A-Z]{8}$/);

  // Freshly placed: received is the current stage, with the day it was placed.
  await gotoReady(page, `/my-account/orders/${orderId}`);
  const timeline = page.getByTestId("order-timeline");
  await expect(timeline.getByTestId("timeline-received")).toHaveAttribute("aria-current", "step");
  await expect(timeline.getByTestId("timeline-atelier")).toContainText("To come");
  // Promised against expected: on its promise while the atelier runs to plan.
  const dates = timeline.getByTestId("timeline-delivery");
  await expect(dates.locator("time").first()).toHaveAttribute("datetime", promisedOn);
  await expect(timeline.getByTestId("timeline-expected").locator("time")).toHaveAttribute(
    "datetime",
    promisedOn,
  );
  await expect(timeline.getByTestId("timeline-late")).toHaveCount(0);
  await shots(page, "timeline-received");

  // The atelier reports its work.
  const atelier = await partnerApi(partners.atelier);
  for (const stage of ["cutting", "stitching", "finishing", "quality_check"]) {
    await reportStage(atelier, number, { stage });
  }
  await page.reload();
  await expect(timeline.getByTestId("timeline-quality_check")).toHaveAttribute(
    "aria-current",
    "step",
  );
  await expect(timeline.getByTestId("timeline-atelier")).toHaveAttribute("data-state", "done");
  for (const step of ["cutting", "stitching", "finishing"]) {
    await expect(timeline.getByTestId(`timeline-${step}`).locator("time")).toHaveText(
      /^[A-Z][a-z]+ \d{1,2}, \d{4}$/,
    );
  }

  // Shipped: the carrier's link on the page and in the mail.
  await reportStage(atelier, number, {
    stage: "shipped",
    carrier: "ups",
    tracking_number: "1Z 999 AA1 0123456784",
  });
  const trackingUrl = "https://www.ups.com/track?tracknum=1Z999AA10123456784";
  const mailed = await linkInMail(email, "/track");
  expect(mailed.href).toBe(trackingUrl);
  const accountLink = await linkInMail(email, "/my-account/orders/");
  expect(accountLink.pathname).toBe(`/my-account/orders/${orderId}`);
  await page.reload();
  await expect(timeline.getByTestId("timeline-shipped")).toHaveAttribute("aria-current", "step");
  await expect(timeline.getByRole("link", { name: /Follow it on UPS/ })).toHaveAttribute(
    "href",
    trackingUrl,
  );
  await expectAxeClean(page);
  await shots(page, "timeline-shipped");

  await reportStage(atelier, number, { stage: "delivered" });
  await page.reload();
  await expect(timeline.getByTestId("timeline-delivered")).toHaveAttribute("aria-current", "step");
  await shots(page, "timeline-delivered");
  await atelier.dispose();
  expect(errors).toEqual([]);

  // A guest (another browser, no account) follows it by number and e-mail.
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await gotoReady(guestPage, "/orders/track");
  await shots(guestPage, "track-form");
  await trackByKeyboard(guestPage, number, "not.the.buyer@example.com");
  await expect(guestPage.getByTestId("track-error")).toHaveText(NO_MATCH);
  expect(guestPage.url()).not.toContain("example.com");
  await expect(guestPage.getByLabel("Order number")).toHaveValue(number);
  await shots(guestPage, "track-refused");
  await guestPage.getByLabel("Order number").fill("AA-22222222");
  await guestPage.getByLabel("E-mail address").fill(email);
  await guestPage.getByRole("button", { name: "Track order" }).click();
  await expect(guestPage.getByTestId("track-error")).toHaveText(NO_MATCH);

  await guestPage.getByLabel("Order number").fill(number.toLowerCase());
  await guestPage.getByLabel("E-mail address").fill(email);
  await guestPage.getByRole("button", { name: "Track order" }).click();
  await expect(guestPage.getByRole("heading", { level: 1 })).toHaveText(`Order ${number}`);
  const tracked = guestPage.getByTestId("order-timeline");
  await expect(tracked.getByTestId("timeline-delivered")).toHaveAttribute("aria-current", "step");
  await expect(guestPage.getByTestId("track-items")).toContainText("The City Tote");
  await expect(guestPage.getByTestId("tracked-order")).not.toContainText("$");
  await expectAxeClean(guestPage);
  await shots(guestPage, "track-timeline");
  // Issue 35: a copy of the tracking cookies in another browser dies with "Track another order".
  const copied = (await guest.cookies()).filter((c) => c.name.startsWith("atelier_track"));
  expect(copied.map((c) => c.path).sort()).toEqual([
    "/api/external/tracked-order",
    "/api/orders/track",
    "/orders/track",
  ]);
  await guestPage.getByRole("button", { name: "Track another order" }).click();
  await expect(guestPage.getByTestId("track-form")).toBeVisible();
  expect((await guest.cookies()).filter((c) => c.name.startsWith("atelier_track"))).toEqual([]);
  await guest.close();
  const thief = await browser.newContext();
  await thief.addCookies(copied);
  const thiefPage = await thief.newPage();
  await thiefPage.goto("/orders/track");
  await expect(thiefPage.getByTestId("track-form")).toBeVisible();
  await thief.close();

  // Without JavaScript the form works the same: it is a plain form and a redirect.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const plainPage = await plain.newPage();
  await plainPage.goto("/orders/track");
  await plainPage.getByLabel("Order number").fill(number);
  await plainPage.getByLabel("E-mail address").fill(email);
  await plainPage.getByRole("button", { name: "Track order" }).click();
  await expect(plainPage.getByRole("heading", { level: 1 })).toHaveText(`Order ${number}`);
  await plain.close();
});

test("client care cancels a guest's order before cutting, and the order is refunded", async ({
  page,
}) => {
  test.slow();
  const email = uniqueEmail("guest");
  // A made-to-order bag: what client care cancels before cutting, and no stock to run out of
  // on a database the other suites share.
  await addCityTote(page);
  const { number } = await checkOutByCard(page, email);

  const care = await partnerApi(partners.care);
  const cancelled = await care.post(`/api/external/partner/orders/${number}/cancel`, {
    data: { reason: "The client asked on the phone." },
    headers: { "idempotency-key": `e2e-${number}` },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  const body = (await cancelled.json()) as {
    content: { status: string; refund: { status: string; amount: number } };
  };
  expect(body.content.status).toBe("cancelled");
  expect(body.content.refund).toEqual({ status: "refunded", amount: expect.any(Number) });
  expect(body.content.refund.amount).toBeGreaterThan(0);
  // Once cancelled, the atelier cannot start it.
  const atelier = await partnerApi(partners.atelier);
  const late = await atelier.post(`/api/external/partner/orders/${number}/stages`, {
    data: { stage: "cutting" },
  });
  expect(late.status()).toBe(409);
  expect(await late.json()).toMatchObject({ status: "error", code: "order_not_in_production" });
  await care.dispose();
  await atelier.dispose();

  // The guest's mail leads to the tracking page, which shows the cancellation.
  const link = await linkInMail(email, "/orders/track");
  await gotoReady(page, `${link.pathname}${link.search}`);
  await expect(page.getByLabel("Order number")).toHaveValue(number);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Track order" }).click();
  const timeline = page.getByTestId("order-timeline");
  await expect(timeline).toContainText("This order was cancelled");
  await expect(timeline.getByTestId("timeline-cancelled")).toHaveAttribute("aria-current", "step");
  await shots(page, "track-cancelled");
});
