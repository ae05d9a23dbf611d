import { expect, test } from "@playwright/test";
import { formatPrice } from "../../lib/money";
import {
  addPiece,
  apiCart,
  buyGiftCard,
  editToteToNoir,
  outboxHas,
  payByCard,
  registerAsGuest,
} from "./shop";
import { gotoReady, watchErrors } from "./support";

// Issue 5's whole journey: a designed bag, a limited-edition piece and a posted gift card, a
// promo code, a guest checkout paid with the local card provider, the thank-you page and mail.
test("a guest designs a bag, fills the bag, applies a promo and pays by card", async ({ page }) => {
  test.slow();
  const errors = watchErrors(page);

  await gotoReady(page, "/bags/the-city-tote");
  await page.getByRole("button", { name: "Add to bag", exact: true }).click();
  await page.getByTestId("choices").getByRole("button", { name: "No, thanks" }).click();
  await page.getByRole("button", { name: "Add to bag", exact: true }).click();
  await expect(page.getByTestId("bag-status")).toContainText(
    "Added to your bag: The City Tote — $895.00.",
  );

  await addPiece(page, "/limited-edition/limited-edition-raffia-bucket-terracotta");
  await buyGiftCard(page, { posted: true, amount: "$100.00", to: "Grace Hopper" });

  await gotoReady(page, "/cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(3);

  // Edit design from the bag: the same line comes back repriced, never a second bag.
  const before = await apiCart(page);
  const toteLine = before.configured_products[0]!;
  const edited = await editToteToNoir(page);
  await expect(page.getByTestId("cart-line")).toHaveCount(3);
  const after = await apiCart(page);
  expect(after.configured_products).toHaveLength(1);
  expect(after.configured_products[0]?.id).toBe(toteLine.id);
  expect(formatPrice(after.configured_products[0]?.price ?? 0)).toBe(edited);
  expect(after.configured_products[0]?.price).not.toBe(toteLine.price);
  const totePrice = after.configured_products[0]?.price ?? 0;

  await page.getByRole("textbox", { name: "Promo code" }).fill("WELCOME15");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("promo-applied")).toContainText("WELCOME15");

  const { cart } = await apiCart(page);
  const goods = totePrice + 62500;
  expect(cart.item_total).toBe(goods);
  expect(cart.promo_total).toBe(Math.round(goods * 0.15));
  expect(cart.gift_code_total).toBe(10000 + 500);
  await expect(page.getByTestId("total-total").locator("dd")).toHaveText(formatPrice(cart.total));

  await page.getByTestId("checkout").click();
  await page.waitForURL("**/checkout/registration");
  await registerAsGuest(page, "journey@example.com");
  await expect(page.getByTestId("order-review")).toContainText(formatPrice(cart.total));
  await payByCard(page, "4242 4242 4242 4242");

  await page.waitForURL(`**/checkout/thank_you?order=${cart.id}`);
  const number = (await page.getByTestId("order-number").locator("strong").textContent()) ?? "";
  expect(number).toMatch(/^AA-[2-9A-Z]{8}$/);
  await expect(page.getByTestId("order-total")).toContainText(formatPrice(cart.total));
  await expect.poll(() => outboxHas(number)).toBe(true);
  expect(outboxHas(`Total: ${formatPrice(cart.total)}`)).toBe(true);

  // Once ordered, the design cannot be changed from an old edit link: the server says why.
  await gotoReady(
    page,
    `/bags/the-city-tote?edit=${toteLine.id}&d=${encodeURIComponent(toteLine.data)}`,
  );
  await page.getByRole("button", { name: "Update bag", exact: true }).click();
  await expect(page.getByTestId("bag-status")).toContainText("has been ordered");
  expect(errors.filter((e) => !e.includes("/configured-products/"))).toEqual([]);
});
