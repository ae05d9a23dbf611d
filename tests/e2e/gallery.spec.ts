import { readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import type { CatalogueProductDetail } from "../../lib/catalogue/types";
import { expectAxeClean, gotoReady, watchErrors } from "./support";

// The City Tote (demo catalogue): $895; the optional foil monogram adds $45.
const TOTE = "/bags/the-city-tote";
const { CATALOGUE_DIR = ".catalogue", APP_ENV = "test" } = process.env;
const tote = JSON.parse(
  readFileSync(path.join(CATALOGUE_DIR, APP_ENV, "products", "the-city-tote.json"), "utf8"),
) as CatalogueProductDetail;

const choices = (page: Page) => page.getByTestId("choices");
const price = (page: Page) => page.getByTestId("configurator-price");
const step = (page: Page, name: RegExp) =>
  page.getByTestId("component-list").getByRole("button", { name });

/** Designs a monogrammed tote in the configurator and returns its `?d=` value. */
async function designMonogrammedTote(page: Page): Promise<string> {
  await gotoReady(page, TOTE);
  await step(page, /^Foil monogram/).click();
  await choices(page).getByRole("button", { name: /^Yes/ }).click();
  await choices(page)
    .getByRole("button", { name: /^Gold, Hot-stamp foil/ })
    .click();
  await step(page, /^Personalization · Foil monogram/).click();
  await choices(page).getByPlaceholder("Name, Initials, Emojis").fill("abc");
  await choices(page).getByRole("button", { name: "Done" }).click();
  await expect(price(page)).toHaveText("$940.00");
  await expect(page).toHaveURL(/\?d=2\./);
  return new URL(page.url()).searchParams.get("d") ?? "";
}

/** Saves a design the way the storefront does: CSRF cookie first, echoed in the header. */
async function saveDesign(page: Page, productId: string, data: string): Promise<string> {
  await page.request.get("/sanctum/csrf-cookie");
  const token = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")?.value;
  const reply = await page.request.post("/api/external/configured-products", {
    headers: { "X-XSRF-TOKEN": decodeURIComponent(token ?? "") },
    data: { data, product_id: productId, customization_stage_id: 0, customizer_version: "2.0" },
  });
  expect(reply.status()).toBe(200);
  const body = (await reply.json()) as { content: { id: string; data: string } };
  expect(body.content.data).toBe(data);
  return body.content.id;
}

test.describe("saved design gallery", () => {
  test("a shared design shows its picture and choices, then opens in the configurator", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const design = await designMonogrammedTote(page);
    const id = await saveDesign(page, tote.id, design);

    await gotoReady(page, `/gallery/configured/${id}`);
    await expect(page).toHaveTitle(/^The City Tote — your design/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The City Tote");
    await expect(page.getByTestId("saved-design-price")).toHaveText("$940.00");
    const picture = page.getByRole("img", { name: "The City Tote, as designed" });
    // The server drew the JPEG (800x800), so the picture is real, not a broken image.
    await expect(picture).toHaveJSProperty("naturalWidth", 800);
    const summary = page.getByTestId("design-summary");
    await expect(summary).toContainText("Body leather");
    await expect(summary.getByRole("definition").filter({ hasText: "ABC" })).toContainText("Gold");

    const axe = await new AxeBuilder({ page }).include("main").analyze();
    const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);

    await page.getByRole("link", { name: "Open in the configurator" }).click();
    await expect(page).toHaveURL(`${TOTE}?d=${design}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The City Tote");
    await expect(price(page)).toHaveText("$940.00");
    await expect(page.getByTestId("progress")).toHaveText("8 of 8 chosen");
    await expect(step(page, /^Foil monogram/)).toContainText("Gold");
    await expect(page.getByTestId("personalization-preview")).toHaveText("ABC");
    expect(errors).toEqual([]);
  });

  test("an unknown design is a 404 page", async ({ page }) => {
    const response = await page.goto("/gallery/configured/00000000-0000-4000-8000-000000000000");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("link", { name: "Open in the configurator" })).toHaveCount(0);
  });
});

test("the saved design page at phone, tablet and desktop width", async ({ page }, info) => {
  const design = await designMonogrammedTote(page);
  const id = await saveDesign(page, tote.id, design);
  for (const [name, width, height] of [
    ["phone", 375, 812],
    ["tablet", 768, 1024],
    ["desktop", 1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await gotoReady(page, `/gallery/configured/${id}`);
    await expect(page.getByTestId("design-summary")).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const file = info.outputPath(`gallery-${name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await info.attach(`gallery-${name}`, { path: file, contentType: "image/png" });
    await expectAxeClean(page);
  }
});
