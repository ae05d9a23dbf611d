import { expect, test, type Page } from "@playwright/test";
import { enrollThisBrowser } from "./kiosk-enroll";
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
import { gotoReady, hostUrl } from "./support";

/**
 * Issue 36, round 4: every route loads only its own stylesheets. The pages whose parts are styled
 * in another route's sheet (the wishlist heart on product pages, the account's forms on
 * /orders/track and at the kiosk, the returns and repairs panels on the order page, the staff
 * strip on every page) are drawn at a phone's and a desktop's width, for the reviewers to compare
 * with the screenshots of the build before (`.data/screens/styles-*.png`), and each must show
 * the rules it borrows.
 */
const PRODUCT = "/limited-edition/limited-edition-silk-mask-gold-leaf";
const PIECE = "/rtw-selection/collection-weekender-noir";

/** The computed value of one property of the first element the selector finds. */
const styleOf = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

test("every page keeps the styles it borrows from other routes' sheets", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);

  await gotoReady(page, "/");
  await shots(page, "styles-home");

  await gotoReady(page, PRODUCT);
  // The heart's own sheet: without it the button is the browser's inline-block.
  await expect(page.locator(".wishlist-button").first()).toBeVisible();
  expect(await styleOf(page, ".wishlist-button", "display")).toBe("inline-flex");
  await shots(page, "styles-product");

  await gotoReady(page, "/bags/the-city-tote");
  await shots(page, "styles-configurator");

  const email = uniqueEmail("styles");
  await signUpClient(page, email);
  await gotoReady(page, "/my-account");
  expect(await styleOf(page, ".account-nav ul", "display")).toBe("flex");
  await shots(page, "styles-account");

  await addPiece(page, PIECE);
  await gotoReady(page, "/cart");
  // The header's account menu is on every page, the cart's among them, which loads no account
  // sheet: its rules are the shell's.
  expect(await styleOf(page, ".account-menu__toggle", "min-height")).toBe("44px");
  await shots(page, "styles-cart");
  await page.getByTestId("checkout").click();
  await page.waitForURL("**/checkout/registration");
  await page.locator("html[data-shell-ready]").waitFor({ state: "attached" });
  expect(await styleOf(page, ".checkout-steps ol", "display")).toBe("flex");
  await shots(page, "styles-checkout");
  await gotoReady(page, "/cart");
  const order = await checkOutByCard(page, email);

  const atelier = await partnerApi(partners.atelier);
  await reportStage(atelier, order.number, { stage: "quality_check" });
  await reportStage(atelier, order.number, {
    stage: "shipped",
    carrier: "ups",
    tracking_number: "1Z 999 AA1 0123456784",
  });
  await reportStage(atelier, order.number, { stage: "delivered" });
  await atelier.dispose();
  await gotoReady(page, `/my-account/orders/${order.id}`);
  await expect(page.getByTestId("order-returns").getByTestId("return-form")).toBeVisible();
  // The returns panel (returns.css) and the production timeline (orders.css).
  expect(await styleOf(page, ".order-returns", "border-top-style")).toBe("solid");
  expect(await styleOf(page, ".order-timeline", "background-color")).toBe("rgb(255, 255, 255)");
  await shots(page, "styles-order");

  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await gotoReady(guestPage, "/orders/track");
  await shots(guestPage, "styles-track-form");
  await trackOrder(guestPage, order.number, email);
  await expect(guestPage.getByRole("heading", { level: 1 })).toHaveText(`Order ${order.number}`);
  expect(await styleOf(guestPage, ".order-timeline", "background-color")).toBe(
    "rgb(255, 255, 255)",
  );
  await shots(guestPage, "styles-track-order");
  await guest.close();

  const counter = await browser.newContext();
  const counterPage = await counter.newPage();
  await enrollThisBrowser(counterPage, "E2E route styles");
  await gotoReady(counterPage, hostUrl("dept", "/kiosk/returns"));
  await expect(counterPage.getByTestId("counter-find")).toBeVisible();
  // The counter's find form is the account's card (account.css).
  expect(await styleOf(counterPage, ".account-card", "max-width")).toBe("448px");
  await shots(counterPage, "styles-kiosk-returns");
  await counter.close();

  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await signInAsClientCare(staffPage);
  await expect(staffPage.getByTestId("staff-tools")).toBeVisible();
  await gotoReady(staffPage, PRODUCT);
  // The strip's returns queue, on every page, is styled in globals.css with the strip.
  const queue = await staffQueue(staffPage, "staff-returns", "Returns of");
  expect(await styleOf(staffPage, ".staff-returns", "flex-basis")).toBe("100%");
  await expect(queue).toBeVisible();
  await shots(staffPage, "styles-staff-product");
  await staff.close();
});
