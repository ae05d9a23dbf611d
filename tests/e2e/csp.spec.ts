import { expect, test, type Page } from "@playwright/test";
import { addPiece, payByCard, registerAsGuest } from "./shop";
import { gotoReady, watchErrors } from "./support";

const MASK = "/limited-edition/limited-edition-silk-mask-gold-leaf";

/**
 * Every policy violation the page reports, caught ones included (a library probing whether it
 * may eval is one: nothing breaks, but the browser files it as an issue).
 */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  void page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.log(
        `csp-violation ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`,
      );
    });
  });
  page.on("console", (message) => {
    const text = message.text();
    if (/^csp-violation |Content Security Policy/i.test(text)) violations.push(text);
  });
  return violations;
}

test("checkout runs under the nonce policy: every payment form loads, no violation", async ({
  page,
}) => {
  const errors = watchErrors(page);
  const violations = watchViolations(page);
  await addPiece(page, MASK);
  const registration = await gotoReady(page, "/checkout/registration");
  expect(registration?.headers()["content-security-policy"]).toMatch(/'nonce-[^']+'/);
  await registerAsGuest(page, "csp.buyer@example.com");
  // The card, PayPal, wallet and financing forms of local mode are all drawn.
  await expect(page.getByTestId("confirmation-payment")).toHaveAttribute(
    "data-initialised",
    "true",
  );
  await expect(page.getByRole("button", { name: "Pay with PayPal (test)" })).toBeVisible();
  await payByCard(page, "4242 4242 4242 4242");
  await page.waitForURL("**/checkout/thank_you?order=*");
  await expect(page.getByTestId("order-number")).toContainText("AA-");
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test("the prerendered pages run under the allow-list policy without a violation", async ({
  page,
}) => {
  const errors = watchErrors(page);
  const violations = watchViolations(page);
  for (const path of ["/", "/craft", MASK, "/bags/the-city-tote", "/cart"]) {
    const reply = await gotoReady(page, path);
    const policy = reply?.headers()["content-security-policy"] ?? "";
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("connect-src 'self'");
  }
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});
