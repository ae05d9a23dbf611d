import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { gotoReady, hostUrl, watchErrors } from "./support";

const ROUTES: [path: string, heading: RegExp][] = [
  ["/", /designed by you/i],
  ["/bags/all-bags", /made to order/i],
  ["/bags", /made to order/i],
  ["/bags/the-city-tote", /the city tote/i],
  ["/products/the-city-tote", /the city tote/i],
  ["/limited-edition", /limited edition/i],
  ["/limited-edition/limited-edition-saddle-bag-oxblood", /saddle bag/i],
  ["/sample-sale", /sample sale/i],
  ["/rtw-selection", /ready to wear/i],
  ["/gift-cards", /gift cards/i],
  ["/masks", /masks/i],
  ["/materials", /materials/i],
  ["/customize", /create your bag/i],
];

test.describe("catalogue routes", () => {
  for (const [path, heading] of ROUTES) {
    test(`${path} renders its content without errors`, async ({ page }) => {
      const errors = watchErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      expect(errors).toEqual([]);
    });
  }

  test("unknown products and hidden bags are 404", async ({ page }) => {
    expect((await page.goto("/products/no-such-bag"))?.status()).toBe(404);
    // The Greenwich Satchel is disabled in the demo catalogue.
    expect((await page.goto("/bags/the-greenwich-satchel"))?.status()).toBe(404);
    // A sample-sale item is not a limited-edition item.
    expect((await page.goto("/limited-edition/sample-sale-mini-tote-sand"))?.status()).toBe(404);
  });

  test("a sold-out item says so from the live stock", async ({ page }) => {
    await page.goto("/limited-edition");
    const links = page.getByTestId("product-grid").getByRole("link");
    const count = await links.count();
    let soldOut = false;
    for (let i = 0; i < count && !soldOut; i += 1) {
      await page.goto("/limited-edition");
      await links.nth(i).click();
      await expect(page.getByTestId("availability")).toBeVisible();
      soldOut = (await page.getByTestId("availability").getAttribute("data-sold-out")) === "true";
    }
    expect(soldOut).toBe(true);
    await expect(page.getByTestId("availability")).toHaveText("Sold out");
  });

  test("a promo code in the home URL is remembered for the cart", async ({ page, context }) => {
    await page.goto("/welcome15");
    await expect(page.getByTestId("promo-note")).toContainText("WELCOME15");
    // Saved once the page has hydrated.
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === "promo_code")?.value)
      .toBe("WELCOME15");
  });
});

test.describe("shell", () => {
  test("the mobile menu opens at 390 px and closes on navigation", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoReady(page, "/");
    const toggle = page.getByRole("button", { name: "Menu" });
    await expect(toggle).toBeVisible();
    await expect(page.getByRole("link", { name: "All bags", exact: true })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("link", { name: "All bags", exact: true }).click();
    await expect(page).toHaveURL(/\/bags\/all-bags$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/made to order/i);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("the phone header is one row: menu, name, bag; the rest is in the menu", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await gotoReady(page, "/");
    const header = page.getByTestId("site-header");
    const toggle = page.getByRole("button", { name: "Menu" });
    const parts = [
      toggle,
      page.getByRole("link", { name: /home$/ }),
      page.getByTestId("cart-link"),
    ];
    const boxes = await Promise.all(parts.map(async (part) => (await part.boundingBox())!));
    const middles = boxes.map((box) => box.y + box.height / 2);
    expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(16);
    expect((await header.boundingBox())!.height).toBeLessThan(80);
    await expect(page.getByTestId("faq-link")).toBeHidden();
    await page.screenshot({ path: test.info().outputPath("header-375.png") });
    await toggle.click();
    const drawer = page.locator("#main-menu-panel");
    await expect(drawer.getByRole("link", { name: "FAQ" })).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Your account" })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("header-375-open.png") });
    await drawer.getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/faq$/);
  });

  test("the made-to-order menu opens from the top bar and hides on navigation", async ({
    page,
  }) => {
    await gotoReady(page, "/");
    const trigger = page.getByRole("button", { name: "Made to order" });
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.locator("#menu-made-to-order").getByRole("link").first().click();
    await expect(page.getByTestId("component-list")).toBeVisible();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("the department-store kiosk hides what the matrix hides", async ({ page }) => {
    await gotoReady(page, hostUrl("dept", "/"));
    await expect(page.getByTestId("sales-associate-header")).toBeVisible();
    for (const id of [
      "account-link",
      "faq-link",
      "email-icon",
      "assistance-link",
      "assistance-cta",
    ]) {
      await expect(page.getByTestId(id)).toHaveCount(0);
    }
    await page.getByRole("button", { name: "Gift" }).click();
    await expect(page.locator("#menu-gift").getByRole("link", { name: "Gift cards" })).toHaveCount(
      0,
    );
    await page.goto(hostUrl("www", "/"));
    for (const id of [
      "account-link",
      "faq-link",
      "email-icon",
      "assistance-link",
      "assistance-cta",
    ]) {
      await expect(page.getByTestId(id)).toBeVisible();
    }
  });

  test("analytics and live chat never load outside production", async ({ page }) => {
    const thirdParty: string[] = [];
    page.on("request", (request) => {
      if (
        !request.url().startsWith(hostUrl("www", "/").slice(0, -1)) &&
        !request.url().startsWith("data:")
      ) {
        thirdParty.push(request.url());
      }
    });
    await page.goto(hostUrl("www", "/"));
    await page.goto(hostUrl("www", "/bags/all-bags"));
    expect(await page.evaluate(() => "gtag" in window)).toBe(false);
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
    expect(thirdParty).toEqual([]);
  });
});

test.describe("accessibility", () => {
  for (const path of [
    "/",
    "/bags/all-bags",
    "/products/the-city-tote",
    "/limited-edition/limited-edition-saddle-bag-oxblood",
  ]) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter(
        (v) => v.impact === "serious" || v.impact === "critical",
      );
      expect(
        serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      ).toEqual([]);
    });
  }
});
