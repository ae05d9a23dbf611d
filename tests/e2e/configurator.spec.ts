import { expect, test, type Page } from "@playwright/test";
import {
  MESSAGE_INCOMPLETE_CUSTOMIZATION,
  MESSAGE_PERSONALIZATION_INCOMPLETE,
  MESSAGE_REVIEW_OPTIONS,
  finishComponentMessage,
} from "../../lib/configurator/constants";
import { expectAxeClean, gotoReady, watchErrors } from "./support";

// The City Tote (demo catalogue): $895 starting price; body, base, lining, handles, closure and
// hardware start chosen; the optional foil monogram (+$45, hot-stamp foil, up to 3 initials) is
// the one question left open.
const TOTE = "/bags/the-city-tote";

const steps = (page: Page) => page.getByTestId("component-list");
const named = (name: string | RegExp) => (typeof name === "string" ? new RegExp(`^${name}`) : name);
const step = (page: Page, name: string | RegExp) =>
  steps(page).getByRole("button", { name: named(name) });
const choices = (page: Page) => page.getByTestId("choices");
const price = (page: Page) => page.getByTestId("configurator-price");
const primary = (page: Page) => page.getByTestId("primary-action");
const addToBag = (page: Page) => page.getByRole("button", { name: "Add to bag", exact: true });

/** The message is shown at the step it belongs to and raised as a notification. */
async function expectIssue(page: Page, message: string, stepName: string | RegExp) {
  const row = steps(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: named(stepName) }) });
  await expect(row.getByTestId("step-error")).toHaveText(message);
  await expect(page.getByTestId("notifications").getByText(message)).toBeVisible();
}

async function answerFoil(page: Page, yes: boolean) {
  await step(page, "Foil monogram").click();
  await choices(page)
    .getByRole("button", { name: yes ? /^Yes/ : "No, thanks" })
    .click();
}

test.describe("bag configurator", () => {
  test("a shopper designs a bag from the starting look to add to bag", async ({ page }) => {
    const errors = watchErrors(page);
    await gotoReady(page, TOTE);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The City Tote");
    await expect(price(page)).toHaveText("$895.00");
    await expect(page.getByTestId("progress")).toHaveText("6 of 7 chosen");
    await expect(primary(page)).toHaveText("Next Selection");

    // The primary button walks to the first step that still needs an answer.
    await primary(page).click();
    await expect(choices(page).getByRole("heading", { name: "Foil monogram" })).toBeVisible();
    await choices(page).getByRole("button", { name: /^Yes/ }).click();
    await expect(price(page)).toHaveText("$940.00");
    await choices(page)
      .getByRole("button", { name: /^Gold, Hot-stamp foil/ })
      .click();
    await expect(step(page, "Foil monogram")).toContainText("Gold");

    await primary(page).click();
    const input = choices(page).getByPlaceholder("Name, Initials, Emojis");
    await input.fill("abcd");
    // Cut to the personalizable's max_length (3), drawn live on the bag.
    await expect(input).toHaveValue("abc");
    await expect(page.getByTestId("personalization-preview")).toHaveText("ABC");
    await choices(page).getByRole("button", { name: "Done" }).click();

    await expect(primary(page)).toHaveText("Add to bag");
    await expect(page.getByTestId("progress")).toHaveText("8 of 8 chosen");
    await primary(page).click();
    // The server saved the design, priced it ($940.00) and put it in a new cart.
    await expect(page.getByTestId("bag-status")).toContainText(
      "Added to your bag: The City Tote — $940.00.",
    );
    await expect(page.getByTestId("cart-link")).toContainText("1");
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "cart_id")?.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(errors).toEqual([]);
  });

  test("rule 1: an optional question left unanswered", async ({ page }) => {
    await gotoReady(page, TOTE);
    await addToBag(page).click();
    await expectIssue(page, MESSAGE_REVIEW_OPTIONS, "Foil monogram");
    // Answering clears the error at the component.
    await choices(page).getByRole("button", { name: "No, thanks" }).click();
    await expect(steps(page).getByTestId("step-error")).toHaveCount(0);
  });

  test("rule 2: a required component without a variant", async ({ page }) => {
    await gotoReady(page, TOTE);
    await answerFoil(page, false);
    await step(page, "Body leather").click();
    await choices(page).getByRole("button", { name: "Clear Body leather" }).click();
    await expect(step(page, "Body leather")).toContainText("Not chosen");
    await addToBag(page).click();
    await expectIssue(page, finishComponentMessage("Body leather"), "Body leather");
  });

  test("rules 4 and 3: personalization missing, then typed but not confirmed", async ({ page }) => {
    await gotoReady(page, TOTE);
    await step(page, "Foil monogram").click();
    // Choosing a finish answers "yes" to the monogram, which then needs its initials.
    await choices(page)
      .getByRole("button", { name: /^Silver, Hot-stamp foil/ })
      .click();
    await addToBag(page).click();
    await expectIssue(page, MESSAGE_PERSONALIZATION_INCOMPLETE, /^Personalization · Foil monogram/);

    await choices(page).getByPlaceholder("Name, Initials, Emojis").fill("JD");
    await addToBag(page).click();
    await expectIssue(page, MESSAGE_INCOMPLETE_CUSTOMIZATION, /^Personalization · Foil monogram/);

    await choices(page).getByRole("button", { name: "Done" }).click();
    await expect(primary(page)).toHaveText("Add to bag");
  });

  test("a reload keeps the design from the URL", async ({ page }) => {
    await gotoReady(page, TOTE);
    await step(page, "Body leather").click();
    await choices(page)
      .getByRole("button", { name: /^Oxblood, Smooth calfskin/ })
      .click();
    await step(page, "Top closure").click();
    await choices(page)
      .getByRole("button", { name: /^Zip top/ })
      .click();
    await answerFoil(page, false);
    await expect(price(page)).toHaveText("$990.00");
    await expect(page).toHaveURL(/\?d=2\./);
    const before = new URL(page.url()).searchParams.get("d");

    await page.reload();
    await page.locator("html[data-shell-ready]").waitFor({ state: "attached" });
    expect(new URL(page.url()).searchParams.get("d")).toBe(before);
    await expect(price(page)).toHaveText("$990.00");
    await expect(step(page, "Body leather")).toContainText("Oxblood smooth calfskin");
    await expect(step(page, "Top closure")).toContainText("Zip top");
    await step(page, "Body leather").click();
    await expect(
      choices(page).getByRole("button", { name: /^Oxblood, Smooth calfskin/ }),
    ).toHaveAttribute("aria-pressed", "true");
  });

  test("a shared link draws its design at first paint, before and without JavaScript (issue 27)", async ({
    browser,
  }) => {
    // A design the server has seen (cached) and one it has not (rendered now) paint alike.
    const designed = await browser.newPage();
    await gotoReady(designed, TOTE);
    await step(designed, "Body leather").click();
    await choices(designed)
      .getByRole("button", { name: /^Oxblood, Smooth calfskin/ })
      .click();
    await step(designed, "Top closure").click();
    await choices(designed)
      .getByRole("button", { name: /^Zip top/ })
      .click();
    await answerFoil(designed, false);
    await expect(price(designed)).toHaveText("$990.00");
    await expect(designed).toHaveURL(/\?d=2\./);
    const link = designed.url();
    await designed.close();
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      for (let visit = 0; visit < 3; visit += 1) {
        const page = await context.newPage();
        await page.goto(link);
        await expect(price(page)).toHaveText("$990.00");
        await expect(step(page, "Body leather")).toContainText("Oxblood smooth calfskin");
        await expect(step(page, "Top closure")).toContainText("Zip top");
        await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
          "content",
          /\/api\/external\/public\/design-image\/the-city-tote\/bag\.jpg\?d=2\./,
        );
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          "href",
          /\/bags\/the-city-tote$/,
        );
        await page.close();
      }
    } finally {
      await context.close();
    }
  });

  test("a swatch swaps the preview layer and the price without a request but the date's", async ({
    page,
  }) => {
    await gotoReady(page, TOTE);
    await step(page, "Body leather").click();
    await page.waitForLoadState("networkidle");
    const requests: string[] = [];
    page.on("request", (request) => {
      // The browser asks for the tab's icon whenever it likes; that is not the configurator.
      const icon = new URL(request.url()).pathname === "/favicon.ico";
      if (request.resourceType() !== "image" && !icon) requests.push(request.url());
    });
    const body = page.getByTestId("design-preview").locator('img[data-layer="body"]');
    await expect(body).toHaveAttribute("src", /smooth-calf--cognac\.svg$/);
    await choices(page)
      .getByRole("button", { name: /^Noir, Saffiano leather/ })
      .click();
    await expect(body).toHaveAttribute("src", /saffiano--noir\.svg$/);
    await expect(price(page)).toHaveText("$945.00");
    await page.getByRole("button", { name: "Side" }).click();
    await expect(body).toHaveAttribute("src", /\/side\/body\/saffiano--noir\.svg$/);
    await page.waitForTimeout(500);
    // Issue 26: the promised date is the server's, asked for as the design changes.
    const dates = requests.filter((url) => url.includes("/api/external/public/delivery-date"));
    expect(dates.length).toBeGreaterThan(0);
    expect(requests.filter((url) => !dates.includes(url))).toEqual([]);
  });

  test("the choices are reachable with the keyboard", async ({ page }) => {
    await gotoReady(page, TOTE);
    await step(page, "Lining").focus();
    await page.keyboard.press("Enter");
    await expect(step(page, "Lining")).toHaveAttribute("aria-current", "step");
    const blush = choices(page).getByRole("button", { name: /^Blush, Duchess satin/ });
    await blush.focus();
    await page.keyboard.press("Space");
    await expect(blush).toHaveAttribute("aria-pressed", "true");
  });

  test("has no serious or critical axe violations with a step open", async ({ page }) => {
    await gotoReady(page, TOTE);
    await step(page, "Foil monogram").click();
    await choices(page)
      .getByRole("button", { name: /^Gold, Hot-stamp foil/ })
      .click();
    await primary(page).click();
    await choices(page).getByPlaceholder("Name, Initials, Emojis").fill("JD");
    await expectAxeClean(page);
  });
});
