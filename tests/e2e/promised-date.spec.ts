import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { addWorkingDays } from "../../lib/calendar/days";
import { outboxHas, payByCard, registerAsGuest } from "./shop";
import { gotoReady, watchErrors } from "./support";

const SCREENS = path.resolve(".data/screens");
const DATED = /^Made for you and delivered by (Mon|Tue|Wed|Thu|Fri) \d{1,2} [A-Z][a-z]{2}$/;

/** The configurator's date once the server has answered for the design on screen. */
async function shownDate(page: Page): Promise<string> {
  const line = page.getByTestId("delivery-date");
  await expect(line).toHaveText(DATED);
  return (await line.textContent()) ?? "";
}

async function chooseBody(page: Page, name: RegExp) {
  await page
    .getByTestId("component-list")
    .getByRole("button", { name: /^Body leather/ })
    .click();
  await page.getByTestId("choices").getByRole("button", { name }).click();
}

/** Scrolls so the element sits a little below the top, its context above it in the picture. */
async function scrollAbove(page: Page, testId: string) {
  await page
    .getByTestId(testId)
    .first()
    .evaluate((element) => {
      window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 160);
    });
}

// Issue 26: a date per design, from the configurator to the order and its confirmation mail.
test("the promised date follows the design into the bag, checkout, the order and its mail", async ({
  page,
}) => {
  test.slow();
  const errors = watchErrors(page);
  await gotoReady(page, "/bags/the-city-tote");
  const plain = await shownDate(page);
  const plainOn = await page.getByTestId("delivery-date").getAttribute("data-date");

  // Croc-embossed calf is glazed by hand: two more working days.
  await chooseBody(page, /^Noir, Croc-embossed calfskin/);
  await expect(page.getByTestId("delivery-date")).not.toHaveText(plain);
  const croc = await shownDate(page);
  await expect(page.getByTestId("delivery-date")).toHaveAttribute(
    "data-date",
    addWorkingDays(plainOn ?? "", 2),
  );

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await scrollAbove(page, "configurator-price");
    await page.screenshot({ path: path.join(SCREENS, `promise-configurator-${width}.png`) });
  }

  await page.getByRole("button", { name: "Add to bag", exact: true }).click();
  await page.getByTestId("choices").getByRole("button", { name: "No, thanks" }).click();
  await page.getByRole("button", { name: "Add to bag", exact: true }).click();
  await expect(page.getByTestId("bag-status")).toContainText("Added to your bag");

  await gotoReady(page, "/cart");
  const label = croc.replace("Made for you and delivered by ", "");
  await expect(page.getByTestId("line-delivery")).toHaveText(croc);
  await expect(page.getByTestId("order-delivery")).toHaveText(croc);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await scrollAbove(page, "cart-line");
    await page.screenshot({ path: path.join(SCREENS, `promise-bag-${width}.png`) });
  }

  await page.getByTestId("checkout").click();
  await page.waitForURL("**/checkout/registration");
  await expect(page.getByTestId("order-review").getByTestId("order-delivery")).toHaveText(croc);
  await registerAsGuest(page, "promised-date@example.com");
  await expect(page.getByTestId("order-review").getByTestId("line-delivery")).toHaveText(croc);
  await payByCard(page, "4242 4242 4242 4242");

  await page.waitForURL("**/checkout/thank_you?order=*");
  await expect(page.getByTestId("order-review").getByTestId("order-delivery")).toHaveText(croc);
  await expect(page.getByRole("main")).toContainText(`${croc}; we write again when it ships`);
  const number = (await page.getByTestId("order-number").locator("strong").textContent()) ?? "";
  await expect.poll(() => outboxHas(number)).toBe(true);
  expect(outboxHas(`Made for you and delivered by ${label}.`)).toBe(true);
  expect(errors).toEqual([]);
});
