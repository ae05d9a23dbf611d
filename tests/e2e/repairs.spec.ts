import { expect, test } from "@playwright/test";
import {
  addCityTote,
  checkOutByCard,
  shots,
  signUpClient,
  trackOrder,
  uniqueEmail,
} from "./orders";
import { acceptTheEstimate, askTheAtelier, deliver, estimateFromStaff } from "./repair-journey";
import { expectAxeClean, gotoReady, watchErrors } from "./support";

/**
 * Issue 38 in the browser: a client asks the atelier to repair a delivered made-to-order bag with
 * a photo, client care sends an estimate from the staff strip, and the client accepts it.
 */

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
  const { card, number } = await askTheAtelier(
    page,
    "The handle's edge paint is cracking near the ring.",
    {
      name: "handle.jpg",
      format: "jpeg",
      width: 1600,
      height: 1200,
      background: { r: 110, g: 52, b: 34 },
    },
    "repairs-order",
  );

  await estimateFromStaff(
    browser,
    number,
    { amount: "180", days: "12", work: "Edge paint renewed on both handles." },
    async (row, care) => {
      await expect(row.getByRole("list", { name: `History of ${number}` })).toContainText(
        "requested",
      );
      await expectAxeClean(care);
      await shots(care, "repairs-staff");
    },
  );

  await page.reload();
  await acceptTheEstimate(page, card, "repairs-order", async (estimate) => {
    await expect(estimate).toContainText("$180.00");
    await expect(estimate).toContainText("about 12 working days");
  });
  await expect(card).toContainText("Client care will write to you to settle");
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
  // The photo comes back through the tracking grant, re-encoded (a PNG sent, a JPEG kept).
  const { card, number } = await askTheAtelier(
    guestPage,
    "A corner of the base is scuffed through the paint.",
    {
      name: "corner.png",
      format: "png",
      width: 1200,
      height: 900,
      background: { r: 60, g: 44, b: 38 },
    },
    "repairs-track",
  );

  await estimateFromStaff(browser, number, {
    amount: "0",
    days: "8",
    work: "Corner repainted by hand, with our compliments.",
  });

  await guestPage.reload();
  await expect(guestPage.getByRole("heading", { level: 1 })).toHaveText(`Order ${order.number}`);
  await acceptTheEstimate(guestPage, card, "repairs-track", async (estimate) => {
    await expect(estimate).toContainText("With our compliments");
    await expect(estimate).toContainText("about 8 working days");
    await expect(estimate).toContainText("Corner repainted by hand");
  });
  // A complimentary repair leaves nothing to settle.
  await expect(card).not.toContainText("to settle the repair");
  await shots(guestPage, "repairs-track-accepted");
  expect(errors).toEqual([]);
  await guest.close();
});
