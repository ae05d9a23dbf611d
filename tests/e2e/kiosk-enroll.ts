import { expect, request, type Page } from "@playwright/test";
import { gotoReady, hostUrl } from "./support";

/** The demo editor (README, scripts/seed): the tests run on the demo. */
const STAFF = { email: "editor@atelier-ardent.test", password: "atelier-preview-2026" };

const address = () =>
  `198.18.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;

/**
 * Issue 25: a one-time enrollment link for Westchester's kiosk, made by the demo editor through
 * the staff API from a browser of their own (as `npm run kiosks -- enroll` would print one).
 */
export async function enrollmentCode(label = "E2E kiosk"): Promise<string> {
  const staff = await request.newContext({
    baseURL: hostUrl("dept", ""),
    extraHTTPHeaders: { "x-forwarded-for": address() },
  });
  try {
    const xsrf = async () =>
      decodeURIComponent(
        (await staff.storageState()).cookies.find((c) => c.name === "XSRF-TOKEN")?.value ?? "",
      );
    await staff.get("/sanctum/csrf-cookie");
    const login = await staff.post("/api/external/login", {
      data: STAFF,
      headers: { "x-xsrf-token": await xsrf() },
    });
    expect(login.status()).toBe(200);
    const made = await staff.post("/api/external/staff/kiosk-enrollments", {
      data: { label },
      headers: { "x-xsrf-token": await xsrf() },
    });
    expect(made.status()).toBe(200);
    return ((await made.json()) as { content: { code: string } }).content.code;
  } finally {
    await staff.dispose();
  }
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
