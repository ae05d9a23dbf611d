import { expect, type Page } from "@playwright/test";
import { linkInMail } from "./mailbox";
import { gotoReady } from "./support";

/** Signs up at /signup and confirms the address from the welcome mail: signed in on My account. */
export async function signUpAndConfirm(
  page: Page,
  person: { email: string; first: string; last: string; password: string },
) {
  await gotoReady(page, "/signup");
  const form = page.getByTestId("signup-form");
  await form.getByLabel("First name").fill(person.first);
  await form.getByLabel("Last name").fill(person.last);
  await form.getByLabel("Email").fill(person.email);
  await form.getByLabel("Password", { exact: true }).fill(person.password);
  await form.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByTestId("signup-sent")).toContainText(person.email);
  const link = await linkInMail(person.email, "/confirm-account/");
  await gotoReady(page, link.pathname);
  await page.getByTestId("confirm-account").click();
  await page.waitForURL("**/my-account");
}
