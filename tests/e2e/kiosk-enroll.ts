import { expect, type Page } from "@playwright/test";
import { Client } from "../api/support/http";
import { gotoReady, hostUrl, port } from "./support";

/** The demo editor (README, scripts/seed): the tests run on the demo. */
const STAFF = { email: "editor@atelier-ardent.test", password: "atelier-preview-2026" };

const address = () =>
  `198.18.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;

/**
 * Issue 25: a one-time enrollment link for Westchester's kiosk, made by the demo editor through
 * the staff API from a browser of their own (as `npm run kiosks -- enroll` would print one).
 * Node's HTTP client with a Host header: node cannot resolve `dept.localhost` as Chromium does.
 */
export async function enrollmentCode(label = "E2E kiosk"): Promise<string> {
  const staff = new Client(`dept.localhost:${port}`, { "x-forwarded-for": address() });
  const login = await staff.send("POST", "/api/external/login", STAFF);
  expect(login.status).toBe(200);
  const made = await staff.send("POST", "/api/external/staff/kiosk-enrollments", { label });
  expect(made.status).toBe(200);
  return made.json<{ content: { code: string } }>().content.code;
}

/** Opens the enrollment link in this browser and presses the button: it is a kiosk from now on. */
export async function enrollThisBrowser(page: Page, label?: string) {
  const code = await enrollmentCode(label);
  await gotoReady(page, hostUrl("dept", `/kiosk/enroll#${code}`));
  await page.getByTestId("kiosk-enroll").click();
  await expect(page.getByTestId("kiosk-enrolled")).toBeVisible();
  // The code left the address bar with the first look.
  expect(new URL(page.url()).hash).toBe("");
}
