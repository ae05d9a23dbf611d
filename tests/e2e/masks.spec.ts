import { expect, test, type Locator } from "@playwright/test";
import { addPiece, registerAsGuest } from "./shop";
import { gotoReady, watchErrors } from "./support";

/**
 * Issue 13, input masks (spec 5, @react-input/mask): typed, pasted (one insertion of the whole
 * text, as the clipboard does) and edited in the middle, in a real browser, with the caret where
 * the shopper expects it.
 */
const MASK = "/limited-edition/limited-edition-silk-mask-gold-leaf";

const caretOf = (input: Locator) => input.evaluate((el) => (el as HTMLInputElement).selectionStart);

async function caretAt(input: Locator, position: number) {
  await input.evaluate((el, at) => (el as HTMLInputElement).setSelectionRange(at, at), position);
}

async function paste(input: Locator, text: string) {
  await input.focus();
  await input.press("ControlOrMeta+a");
  await input.press("Backspace");
  await input.page().keyboard.insertText(text);
}

test("phone, ZIP and card fields are masked as typed, pasted and edited", async ({ page }) => {
  const errors = watchErrors(page);
  await addPiece(page, MASK);
  await gotoReady(page, "/checkout/registration");
  const form = page.getByTestId("registration-form");

  const phone = form.getByLabel("Phone");
  await phone.pressSequentially("2125550100");
  await expect(phone).toHaveValue("(212) 555-0100");
  await paste(phone, "212-555-0100");
  await expect(phone).toHaveValue("(212) 555-0100");
  await paste(phone, "+44 20 7123 4567");
  await expect(phone).toHaveValue("+442071234567");
  await paste(phone, "2125550100");
  // Backspace after "(212) 555": the digits close up and the caret stays where the 5 was.
  await caretAt(phone, 9);
  await phone.press("Backspace");
  await expect(phone).toHaveValue("(212) 550-100");
  expect(await caretOf(phone)).toBe(8);
  await paste(phone, "2125550100");

  const zip = form.getByRole("group", { name: "Shipping address" }).getByLabel("ZIP code");
  await zip.pressSequentially("10013a1234");
  await expect(zip).toHaveValue("10013-1234");

  await registerAsGuest(page, "masks.buyer@example.com");
  const card = page.getByTestId("local-card-form");
  const number = card.getByLabel("Card number");
  await number.pressSequentially("378282246310005");
  await expect(number).toHaveValue("3782 822463 10005");
  await expect(card.getByTestId("card-brand")).toHaveText("American Express");
  await paste(number, "4242-4242 4242 4242");
  await expect(number).toHaveValue("4242 4242 4242 4242");
  await expect(card.getByTestId("card-brand")).toHaveText("Visa");
  // Typing a digit in the middle pushes the rest along and the caret moves past it only.
  await caretAt(number, 2);
  await number.press("9");
  await expect(number).toHaveValue("4294 2424 2424 2424 2");
  expect(await caretOf(number)).toBe(3);
  await number.press("Delete");
  await expect(number).toHaveValue("4292 4242 4242 4242");
  await paste(number, "4242424242424242");
  await expect(number).toHaveValue("4242 4242 4242 4242");

  const expiry = card.getByLabel("Expiry (MM/YY)");
  await expiry.pressSequentially("1235");
  await expect(expiry).toHaveValue("12/35");
  const cvc = card.getByLabel("Security code");
  await cvc.pressSequentially("12345");
  await expect(cvc).toHaveValue("123");

  // The masked values are what the server takes.
  await card.getByRole("button", { name: "Pay now" }).click();
  await page.waitForURL("**/checkout/thank_you?order=*");
  expect(errors).toEqual([]);
});
