import { randomUUID } from "node:crypto";
import { API, bearer, cartWith, DEPT_HOST, mask, newClient, type Ok } from "./support/accounts";
import {
  adjust,
  enrollKiosk,
  failure,
  invoice,
  kiosk,
  kioskHostBrowser,
  kioskStaff,
  MANHATTAN,
  NOT_ENROLLED,
  receipt,
  signInAssociate,
  validateAssociate,
  viewOf,
  WESTCHESTER,
} from "./support/associates";
import type { Client, Reply } from "./support/http";
import { fixtures } from "./support/http";
import { staffClient } from "./support/staff";

type Device = { id: string; label: string; state: string; store: { name: string } };
type Overview = {
  current: string;
  can_enroll: boolean;
  this_device: string | null;
  devices: Device[];
};

function expectNotEnrolled(reply: Reply) {
  expect(reply.status).toBe(403);
  expect(failure(reply)).toMatchObject({ code: "kiosk_not_enrolled", message: NOT_ENROLLED });
  expect(reply.setCookies.some((c) => c.startsWith("sales_associate="))).toBe(false);
}

const overview = async (client: Client) => {
  const reply = await client.send("GET", `${API}/staff/kiosk-devices`);
  expect(reply.status).toBe(200);
  return reply.json<Ok<Overview>>().content;
};

describe("associates sign in only at enrolled kiosks (issue 25)", () => {
  it("a browser that names the kiosk host is refused alike for every name, and nothing counts", async () => {
    const stranger = kioskHostBrowser();
    const cart = await cartWith(stranger, mask.id);
    const known = await validateAssociate(stranger, cart.id, "jmorales", "2468");
    const unknown = await validateAssociate(stranger, cart.id, `nobody-${Date.now()}`, "0000");
    expectNotEnrolled(known);
    expectNotEnrolled(unknown);
    expect(unknown.text).toBe(known.text);
    expect(known.text).not.toMatch(/jmorales|Julia/i);
    // Past every PIN limit (5 a kiosk, 20 an associate): each one the same 403, none a 429.
    for (let i = 0; i < 22; i++) {
      expectNotEnrolled(await validateAssociate(stranger, cart.id, "rbrooks", "0000"));
    }
    expect((await viewOf(stranger, cart.id)).sales_associate).toBeNull();
    // So nobody was locked out: rbrooks signs in at Manhattan's kiosk at once.
    const counter = await kiosk(MANHATTAN);
    const theirs = await cartWith(counter, mask.id);
    await signInAssociate(counter, theirs.id, "rbrooks", "9753");
  });

  it("the other associate actions are the same 403 from a browser that is not enrolled", async () => {
    const stranger = kioskHostBrowser();
    const cart = await cartWith(stranger, mask.id);
    expectNotEnrolled(await adjust(stranger, cart.id, -100));
    expectNotEnrolled(await stranger.send("DELETE", `${API}/order-adjustments/${randomUUID()}`));
    expectNotEnrolled(await invoice(stranger, cart.id, mask.starting_price));
    expectNotEnrolled(await receipt(stranger, cart.id, "BRW-1234"));
    expectNotEnrolled(await stranger.send("POST", `${API}/public/associate-sign-out`));
  });

  it("refuses another store's kiosk, and a revoked one", async () => {
    const client = kioskHostBrowser(WESTCHESTER);
    const id = await enrollKiosk(client, WESTCHESTER, "Westchester floor");
    // The same browser sent to Manhattan's variant: its Westchester cookie counts for nothing.
    client.setCookie("retail_store_override", MANHATTAN);
    const manhattanCart = await cartWith(client, mask.id);
    expectNotEnrolled(await validateAssociate(client, manhattanCart.id, "akim", "8642"));
    client.setCookie("retail_store_override", WESTCHESTER);
    const cart = await cartWith(client, mask.id);
    await signInAssociate(client, cart.id);

    const staff = await kioskStaff();
    const revoked = await staff.send("DELETE", `${API}/staff/kiosk-devices/${id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.json<Ok<Overview>>().content.devices.map((d) => d.id)).not.toContain(id);
    expectNotEnrolled(await validateAssociate(client, cart.id, "jmorales", "2468"));
    expectNotEnrolled(await adjust(client, cart.id, -100));
  });

  it("wrong PINs stop that kiosk, even in a new session, and the store's next kiosk still signs in", async () => {
    const guessing = await kiosk();
    const cart = await cartWith(guessing, mask.id);
    for (let i = 0; i < 5; i++) {
      expect((await validateAssociate(guessing, cart.id, "jmorales", "0000")).status).toBe(422);
    }
    const locked = await validateAssociate(guessing, cart.id, "jmorales", "2468");
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    // Even the right PIN bound nobody to the cart.
    expect((await viewOf(guessing, cart.id)).sales_associate ?? null).toBeNull();
    // The idle reset's new session is still the same kiosk.
    expect((await guessing.send("POST", `${API}/logout`)).status).toBe(200);
    const fresh = await cartWith(guessing, mask.id);
    expect((await validateAssociate(guessing, fresh.id, "jmorales", "2468")).status).toBe(429);

    const next = await kiosk();
    const nextCart = await cartWith(next, mask.id);
    await signInAssociate(next, nextCart.id, "jmorales", "2468");
  });
});

describe("enrolling kiosks", () => {
  it("staff enroll the browser they use, list it, and the kiosk keeps it after signing out", async () => {
    const staff = await staffClient(DEPT_HOST);
    const enrolled = await staff.send("POST", `${API}/staff/kiosk-devices`, {
      label: "  Floor 2 ",
    });
    expect(enrolled.status).toBe(200);
    const line = enrolled.setCookies.find((c) => c.startsWith("atelier_kiosk="));
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Strict/i);
    expect(line).toMatch(/Path=\/api\/external/i);
    expect(line).toMatch(/Max-Age=34560000/i);
    const view = enrolled.json<Ok<Overview>>().content;
    expect(view).toMatchObject({ current: WESTCHESTER, can_enroll: true });
    const mine = view.devices.find((d) => d.id === view.this_device);
    expect(mine).toMatchObject({
      label: "Floor 2",
      state: "enrolled",
      store: { name: WESTCHESTER },
    });
    expect((await overview(staff)).this_device).toBe(mine?.id);

    // Enrolled again: the earlier enrollment of this browser is withdrawn.
    const again = (
      await staff.send("POST", `${API}/staff/kiosk-devices`, { label: "Floor 2 (new)" })
    ).json<Ok<Overview>>().content;
    expect(again.this_device).not.toBe(mine?.id);
    expect(again.devices.map((d) => d.id)).not.toContain(mine?.id);

    // Staff sign out; the browser stays a kiosk.
    expect((await staff.send("POST", `${API}/logout`)).status).toBe(200);
    expect(staff.cookie("atelier_kiosk")).toBeDefined();
    const cart = await cartWith(staff, mask.id);
    await signInAssociate(staff, cart.id, "dpatel", "1357");
  });

  it("is for staff, at a kiosk store's address", async () => {
    const signedOut = await newClient(DEPT_HOST).send("GET", `${API}/staff/kiosk-devices`);
    expect(signedOut.status).toBe(401);
    const customer = newClient(DEPT_HOST);
    const asCustomer = bearer(fixtures().customer.token);
    for (const [method, path, body] of [
      ["GET", "/staff/kiosk-devices", undefined],
      ["POST", "/staff/kiosk-devices", { label: "Mine" }],
      ["POST", "/staff/kiosk-enrollments", { label: "Mine" }],
      ["DELETE", `/staff/kiosk-devices/${randomUUID()}`, undefined],
    ] as const) {
      const reply = await customer.send(method, `${API}${path}`, body, asCustomer);
      expect(reply.status).toBe(404);
      expect(reply.setCookies.some((c) => c.startsWith("atelier_kiosk="))).toBe(false);
    }
    const web = await staffClient();
    const refused = await web.send("POST", `${API}/staff/kiosk-devices`, { label: "HQ" });
    expect(refused.status).toBe(403);
    expect(refused.setCookies.some((c) => c.startsWith("atelier_kiosk="))).toBe(false);
    expect((await overview(web)).can_enroll).toBe(false);
    const staff = await kioskStaff();
    expect((await staff.send("DELETE", `${API}/staff/kiosk-devices/${randomUUID()}`)).status).toBe(
      404,
    );
    const noLabel = await staff.send("POST", `${API}/staff/kiosk-devices`, { label: " " });
    expect(noLabel.status).toBe(422);
  });

  it("an enrollment link enrolls one browser of its store, once", async () => {
    const staff = await kioskStaff();
    const made = await staff.send("POST", `${API}/staff/kiosk-enrollments`, { label: "Floor 4" });
    expect(made.status).toBe(200);
    const { code, link, id } = made.json<Ok<{ code: string; link: string; id: string }>>().content;
    expect(link).toMatch(new RegExp(`/kiosk/enroll#${code}$`));
    expect((await overview(staff)).devices.find((d) => d.id === id)?.state).toBe("pending");

    const invalid = (reply: Reply) => {
      expect(reply.status).toBe(422);
      expect(failure(reply).code).toBe("kiosk_enrollment_invalid");
      expect(reply.setCookies.some((c) => c.startsWith("atelier_kiosk="))).toBe(false);
    };
    // At Manhattan's address the Westchester code is refused, and a made-up one anywhere.
    const elsewhere = kioskHostBrowser(MANHATTAN);
    invalid(await elsewhere.send("POST", `${API}/public/kiosk-enrollment`, { code }));
    invalid(
      await kioskHostBrowser().send("POST", `${API}/public/kiosk-enrollment`, {
        code: code.replace(/^./, (c) => (c === "A" ? "B" : "A")),
      }),
    );

    const browser = kioskHostBrowser();
    const redeemed = await browser.send("POST", `${API}/public/kiosk-enrollment`, { code });
    expect(redeemed.status).toBe(200);
    expect(redeemed.json<Ok<{ id: string; label: string }>>().content).toMatchObject({
      id,
      label: "Floor 4",
    });
    invalid(await kioskHostBrowser().send("POST", `${API}/public/kiosk-enrollment`, { code }));
    const cart = await cartWith(browser, mask.id);
    await signInAssociate(browser, cart.id);
    expect((await overview(staff)).devices.find((d) => d.id === id)).toMatchObject({
      state: "enrolled",
      last_seen_at: expect.any(String),
    });
  });
});
