import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { editToteToNoir, payByCard, registerAsGuest } from "./shop";
import { gotoReady, watchErrors, expectAxeClean } from "./support";

/**
 * Issue 13: the checkout pages at the cart's standard on phone, tablet and desktop. A guest
 * designs a bag with a monogram, checks out and reaches the thank-you page; each page is
 * screenshotted at the width (kept as test artefacts) and checked with axe.
 */
const WIDTHS = [
  { name: "phone", width: 375, height: 812 },
  { name: "tablet", width: 768, height: 1024 },
  { name: "desktop", width: 1280, height: 900 },
] as const;

async function shoot(page: Page, info: TestInfo, name: string) {
  // Every picture on the page has arrived and decoded (the bag's is composed on first request):
  // a screenshot of empty frames would hide a broken image.
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.images]
            .filter(
              (img) => img.loading !== "lazy" || img.getBoundingClientRect().top < innerHeight,
            )
            .every((img) => img.complete && img.naturalWidth > 0),
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
  const file = info.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await info.attach(name, { path: file, contentType: "image/png" });
}

/** Nothing sticks out sideways: the page is as wide as the viewport. */
async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function designWithMonogram(page: Page) {
  await gotoReady(page, "/bags/the-city-tote");
  const choices = page.getByTestId("choices");
  // Choosing a foil finish answers "yes" to the monogram, which then needs its initials.
  await page
    .getByTestId("component-list")
    .getByRole("button", { name: /^Foil monogram/ })
    .click();
  await choices.getByRole("button", { name: /^Silver, Hot-stamp foil/ }).click();
  await page.getByRole("button", { name: "Add to bag", exact: true }).click();
  await choices.getByPlaceholder("Name, Initials, Emojis").fill("ADA");
  await choices.getByRole("button", { name: "Done" }).click();
  await page.getByRole("button", { name: "Add to bag", exact: true }).click();
  await expect(page.getByTestId("bag-status")).toContainText("Added to your bag");
}

for (const size of WIDTHS) {
  test(`a guest's checkout at ${size.name} width (${size.width} px)`, async ({ page }, info) => {
    test.slow();
    await page.setViewportSize({ width: size.width, height: size.height });
    const errors = watchErrors(page);
    await designWithMonogram(page);

    await gotoReady(page, "/cart");
    await expect(page.getByTestId("cart-line")).toContainText("“ADA” on the foil monogram");
    await shoot(page, info, `${size.name}-1-cart`);

    // Edit the design from the bag: the same line comes back with the new leather.
    await editToteToNoir(page);
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await expect(page.getByTestId("cart-line")).toContainText("Noir");

    await page.getByTestId("checkout").click();
    await page.waitForURL("**/checkout/registration");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("checkout-steps")).toBeVisible();
    await expect(page.getByTestId("checkout-summary")).toContainText("The City Tote");
    await noSidewaysScroll(page);
    await shoot(page, info, `${size.name}-2-details`);
    await expectAxeClean(page);

    await registerAsGuest(page, `finish.${size.name}@example.com`);
    await expect(page.getByTestId("checkout-steps").getByText("Payment")).toHaveAttribute(
      "aria-current",
      "step",
    );
    await expect(page.getByTestId("order-review").locator("img").first()).toBeVisible();
    await expect(page.getByTestId("order-review")).toContainText("“ADA” on the foil monogram");
    await noSidewaysScroll(page);
    await shoot(page, info, `${size.name}-3-payment`);
    await expectAxeClean(page);

    await payByCard(page, "4242 4242 4242 4242");
    await page.waitForURL("**/checkout/thank_you?order=*");
    await expect(page.getByTestId("order-number")).toContainText("AA-");
    // Issue 26: the thank-you page gives the date promised with the order, not the claim.
    await expect(
      page
        .getByRole("main")
        .getByText(/Made for you and delivered by \w{3} \d{1,2} \w{3}; we write/),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: /Print/ })).toBeVisible();
    await noSidewaysScroll(page);
    await shoot(page, info, `${size.name}-4-thank-you`);
    await expectAxeClean(page);

    await page.emulateMedia({ media: "print" });
    await expect(page.locator(".site-header")).toBeHidden();
    await shoot(page, info, `${size.name}-5-receipt-print`);
    await page.emulateMedia({ media: "screen" });
    expect(errors).toEqual([]);
  });
}

for (const size of WIDTHS) {
  test(`the home page and a campaign page sell at ${size.name} width (${size.width} px)`, async ({
    page,
  }, info) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const errors = watchErrors(page);
    await gotoReady(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The hero picture: sized in the HTML (no layout shift) and fetched first (the LCP).
    const hero = page.locator(".home-hero__media img");
    await expect(hero).toHaveAttribute("width", /\d+/);
    await expect(hero).toHaveAttribute("height", /\d+/);
    await expect(hero).toHaveAttribute("fetchpriority", "high");
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByRole("link", { name: "Design your own" })).toBeVisible();
    await expect(
      page
        .getByRole("main")
        .getByText(/under 21 days/)
        .first(),
    ).toBeVisible();
    await expect(page.getByTestId("bag-grid").getByText(/\$\d/).first()).toBeVisible();
    await noSidewaysScroll(page);
    await shoot(page, info, `${size.name}-home`);
    await expectAxeClean(page);

    // A campaign page ends in the way to buy.
    await gotoReady(page, "/holiday-gift-guide");
    const close = page.getByTestId("campaign-close");
    await expect(close.getByRole("link", { name: "Design your own" })).toHaveAttribute(
      "href",
      "/bags/all-bags",
    );
    await noSidewaysScroll(page);
    await shoot(page, info, `${size.name}-campaign`);
    await expectAxeClean(page);
    expect(errors).toEqual([]);
  });
}
