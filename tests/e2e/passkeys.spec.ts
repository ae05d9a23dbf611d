import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { signUpAndConfirm } from "./sign-up";
import { expectAxeClean, gotoReady, watchErrors } from "./support";

// Issue 26: passkeys in Chromium, with its virtual authenticator (the DevTools WebAuthn domain)
// standing in for the device: sign up, add a passkey, sign out, sign in with it (the button and
// the e-mail field's autofill), remove it, and see it sign in no more.
const PASSWORD = "linen-and-brass-42";
const SCREENS = path.resolve(".data/screens");

async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const credentials = async () =>
    (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials;
  return {
    credentials,
    /**
     * With presence simulated, Chromium answers the autofill request at once, as if the
     * customer had picked the passkey from the e-mail field's suggestions; without it, the
     * request waits, as it does while nobody touches the field.
     */
    present: (enabled: boolean) =>
      cdp.send("WebAuthn.setAutomaticPresenceSimulation", { authenticatorId, enabled }),
    /** Puts a credential (with its private key) back, as another synced device would hold it. */
    restore: (credential: Awaited<ReturnType<typeof credentials>>[number]) =>
      cdp.send("WebAuthn.addCredential", { authenticatorId, credential }),
  };
}

/** Every policy violation the page reports (see csp.spec.ts). */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  void page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.log(`csp-violation ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on("console", (message) => {
    if (/^csp-violation |Content Security Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  return violations;
}

const signUp = (page: Page, email: string) =>
  signUpAndConfirm(page, { email, first: "Noor", last: "Haddad", password: PASSWORD });

async function signOut(page: Page) {
  await gotoReady(page, "/my-account");
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL("**/login");
}

/** The element at a phone's and a desktop's width, into .data/screens/. */
async function shots(page: Page, target: Locator, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await target.screenshot({ path: path.join(SCREENS, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test("add a passkey, sign in with it, remove it: it signs in no more", async ({ page }) => {
  const errors = watchErrors(page);
  const violations = watchViolations(page);
  const authenticator = await virtualAuthenticator(page);
  const email = `noor.${Date.now().toString(36)}@example.com`;
  await signUp(page, email);

  // Just signed in: no password is asked; the browser makes the passkey, then names it.
  await gotoReady(page, "/my-account");
  const section = page.getByTestId("passkeys");
  await expect(section).toContainText("No passkeys yet.");
  await section.getByRole("button", { name: "Add a passkey" }).click();
  const naming = section.getByTestId("passkey-name-form");
  const name = naming.getByLabel("Passkey name");
  await expect(name).toHaveValue(/^Chrome on /);
  await name.fill("Studio laptop");
  await naming.getByRole("button", { name: "Save name" }).click();
  const item = section.getByTestId("passkey");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("Studio laptop");
  await expect(item).toContainText("not used yet");
  expect(await authenticator.credentials()).toHaveLength(1);
  await expectAxeClean(page);
  await shots(page, section, "passkeys-account");

  // Nobody at the device: the autofill request waits on the e-mail field.
  await authenticator.present(false);
  await signOut(page);
  const card = page.locator(".account-card");
  await expect(page.getByTestId("passkey-sign-in")).toBeVisible();
  await expect(page.getByTestId("login-form").getByLabel("Email")).toHaveAttribute(
    "autocomplete",
    "username webauthn",
  );
  await expectAxeClean(page);
  await shots(page, card, "passkeys-sign-in");

  // The button: its request replaces the waiting one.
  await authenticator.present(true);
  await page.getByTestId("passkey-sign-in").click();
  await page.waitForURL("**/my-account");
  await expect(page.getByTestId("passkey")).toContainText("last used");

  // The autofill: on the sign-in form, the browser's suggestion signs in by itself.
  await signOut(page);
  await page.waitForURL("**/my-account");
  await expect(page.getByRole("heading", { name: "My account" })).toBeVisible();

  // Remove it, after the confirmation. The page tells the browser, which forgets it too.
  const [kept] = await authenticator.credentials();
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Remove the passkey Studio laptop" }).click();
  await expect(page.getByTestId("passkeys")).toContainText("No passkeys yet.");

  await expect.poll(() => authenticator.credentials()).toHaveLength(0);

  // A device that still holds it (a synced copy) offers it, by autofill and by the button; the
  // store no longer knows it.
  expect(kept).toBeDefined();
  if (kept) await authenticator.restore(kept);
  await signOut(page);
  const failure = page.getByTestId("passkey-sign-in-failure");
  await expect(failure).toContainText("not saved to an account");
  await page.getByTestId("passkey-sign-in").click();
  await expect(failure).toContainText("not saved to an account");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId("login-form")).toBeVisible();
  expect(violations).toEqual([]);
  expect(errors.filter((e) => !e.includes("/api/external/login/passkey"))).toEqual([]);
});
