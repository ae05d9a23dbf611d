import {
  API,
  newClient,
  signUp,
  uniqueEmail,
  type Customer,
  type Failure,
  type Ok,
} from "./support/accounts";
import { Client } from "./support/http";
import { draftCookieValue, staffClient, staffInPreview } from "./support/staff";

const DRAFT_PRODUCT = "/products-preview/the-greenwich-satchel";
const DRAFT_COOKIE = "__prerender_bypass";

type StoreList = {
  current: string;
  override_allowed: boolean;
  stores: { name: string; label: string; origin: string }[];
};

describe("marketing staff: a role in the database, not a cookie", () => {
  it("the seeded editor signs in like a customer and is told their role", async () => {
    const client = await staffClient();
    const me = await client.get(`${API}/customer/customers/by-token`);
    expect(me.json<Ok<Customer & { role: string }>>().content.role).toBe("staff");
  });

  it("a shopper cannot make themselves staff, at sign-up or in their profile", async () => {
    const { client, customer } = await signUp({
      email: uniqueEmail("wannabe"),
      body: { role: "staff" },
    });
    const me = await client.get(`${API}/customer/customers/by-token`);
    expect(me.json<Ok<{ role: string }>>().content.role).toBe("customer");
    // A valid profile update (it must succeed, or it proves nothing) that also names a role.
    const update = await client.send("PUT", `${API}/customer/customers/${customer.id}`, {
      first_name: "Eve",
      last_name: customer.last_name,
      email: customer.email,
      role: "staff",
    });
    expect(update.status).toBe(200);
    expect(update.json<Ok<{ first_name: string; role: string }>>().content).toMatchObject({
      first_name: "Eve",
      role: "customer",
    });
    const after = await client.get(`${API}/customer/customers/by-token`);
    expect(after.json<Ok<{ first_name: string; role: string }>>().content).toMatchObject({
      first_name: "Eve",
      role: "customer",
    });
    // And so the staff routes do not exist for them.
    const preview = await client.send("POST", `${API}/staff/preview`, { enabled: true });
    expect(preview.status).toBe(404);
    expect(preview.setCookies.join(";")).not.toContain(DRAFT_COOKIE);
    expect((await client.get(`${API}/staff/stores`)).status).toBe(404);
  });

  it("a signed-out browser gets 401 from the staff routes", async () => {
    const client = newClient();
    await client.get("/sanctum/csrf-cookie");
    const preview = await client.send("POST", `${API}/staff/preview`, { enabled: true });
    expect(preview.status).toBe(401);
    expect(preview.json()).toEqual({
      status: "error",
      code: "unauthenticated",
      message: "Unauthenticated.",
    });
    // Preview stays off: no bypass cookie, and the draft is still not there.
    expect(preview.setCookies.join(";")).not.toContain(DRAFT_COOKIE);
    expect((await client.get(DRAFT_PRODUCT)).status).toBe(404);
  });
});

describe("staff preview", () => {
  it("shows drafts to the staff browser only, never cached for a shopper", async () => {
    const shopper = newClient();
    expect((await shopper.get(DRAFT_PRODUCT)).status).toBe(404);

    const staff = await staffInPreview();
    const draft = await staff.get(DRAFT_PRODUCT);
    expect(draft.status).toBe(200);
    expect(draft.text).toMatch(/Greenwich Satchel/);
    expect(draft.text).toContain("Previewing unpublished content");
    expect(draft.headers.get("cache-control")).toMatch(/no-store/);

    // Right after, the same URL to a shopper: still a 404, nothing of the draft.
    const after = await shopper.get(DRAFT_PRODUCT);
    expect(after.status).toBe(404);
    expect(after.text).not.toContain("Previewing unpublished content");
    const home = await shopper.get("/");
    expect(home.text).not.toContain("Previewing unpublished content");
  });

  it("the draft cookie alone, copied to another browser, shows nothing", async () => {
    const copied = new Client();
    copied.setCookie(DRAFT_COOKIE, draftCookieValue());
    expect((await copied.get(DRAFT_PRODUCT)).status).toBe(404);
    expect((await copied.get("/")).text).not.toContain("Previewing unpublished content");
  });

  it("turning preview off, or signing out, ends it", async () => {
    const staff = await staffInPreview();
    // The header's toggle reads the state from the server: draft mode's cookie is HttpOnly.
    const on = (await staff.get(`${API}/staff/stores`)).json<Ok<{ preview: boolean }>>();
    expect(on.content.preview).toBe(true);
    const off = await staff.send("POST", `${API}/staff/preview`, { enabled: false });
    expect(off.json<Ok<{ preview: boolean }>>().content.preview).toBe(false);
    expect((await staff.get(DRAFT_PRODUCT)).status).toBe(404);
    const offNow = (await staff.get(`${API}/staff/stores`)).json<Ok<{ preview: boolean }>>();
    expect(offNow.content.preview).toBe(false);

    const again = await staffInPreview();
    expect((await again.get(DRAFT_PRODUCT)).status).toBe(200);
    expect((await again.send("POST", `${API}/logout`)).status).toBe(200);
    expect(again.cookie(DRAFT_COOKIE)).toBeUndefined();
    expect((await again.get(DRAFT_PRODUCT)).status).toBe(404);
  });

  it("refuses a body that does not say on or off", async () => {
    const staff = await staffClient();
    const reply = await staff.send("POST", `${API}/staff/preview`, { enabled: "yes" });
    expect(reply.status).toBe(422);
    expect(reply.json<Failure>().errors?.enabled).toBeDefined();
  });
});

describe("staff store switcher", () => {
  it("lists every store and shows this browser another store's variant", async () => {
    const staff = await staffClient();
    const list = (await staff.get(`${API}/staff/stores`)).json<Ok<StoreList>>().content;
    expect(list.current).toBe("web");
    expect(list.override_allowed).toBe(true);
    expect(list.stores.map((s) => s.name)).toEqual([
      "web",
      "dept-westchester",
      "dept-manhattan",
      "stylist-web",
      "good-hearts-web",
    ]);
    expect(list.stores.find((s) => s.name === "stylist-web")?.origin).toMatch(/\/\/stylist\./);

    const switched = await staff.send("POST", `${API}/staff/stores`, { store: "dept-manhattan" });
    expect(switched.status).toBe(200);
    expect(staff.cookie("retail_store_override")).toBe("dept-manhattan");
    const now = (await staff.get(`${API}/staff/stores`)).json<Ok<StoreList>>().content;
    expect(now.current).toBe("dept-manhattan");
    expect((await staff.get("/")).text).toContain("Bramwell");

    await staff.send("POST", `${API}/staff/stores`, { store: null });
    expect(staff.cookie("retail_store_override")).toBeUndefined();
    const unknown = await staff.send("POST", `${API}/staff/stores`, { store: "nowhere" });
    expect(unknown.status).toBe(422);
  });
});

describe("PREVIEW_SECRET is for the CMS webhook only", () => {
  const secret = process.env.PREVIEW_SECRET ?? "";

  it("leaving preview is a POST only: another site cannot end it with an image tag", async () => {
    const staff = await staffInPreview();
    // What an <img src> elsewhere would send: refused, and the staff browser still previews.
    expect((await staff.get("/api/preview/exit?path=/")).status).toBe(405);
    expect((await staff.get(DRAFT_PRODUCT)).status).toBe(200);
    // The banner's form (a POST) ends it: back to the page, drafts gone.
    const left = await staff.request("POST", "/api/preview/exit?path=/craft");
    expect(left.status).toBe(303);
    expect(left.headers.get("location")).toMatch(/\/craft$/);
    expect((await staff.get(DRAFT_PRODUCT)).status).toBe(404);
  });

  it("no longer opens preview in a browser", async () => {
    const reply = await new Client().get(
      `/api/preview?secret=${encodeURIComponent(secret)}&path=/`,
    );
    expect(reply.status).toBe(405);
    expect(reply.setCookies.join(";")).not.toContain(DRAFT_COOKIE);
  });

  it("lets the CMS refresh a changed page with the secret as a bearer token", async () => {
    const client = newClient();
    const wrong = await client.request("POST", "/api/preview", {
      body: { path: "/craft" },
      headers: { authorization: "Bearer wrong" },
    });
    expect(wrong.status).toBe(401);
    const right = await client.request("POST", "/api/preview", {
      body: { path: "/craft" },
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(right.status).toBe(200);
    // The secret refreshes pages; it never opens preview for whoever holds it.
    expect(right.setCookies.join(";")).not.toContain(DRAFT_COOKIE);
    expect((await client.get(DRAFT_PRODUCT)).status).toBe(404);
    expect(right.json<Ok<{ revalidated: string; rebuilt: number }>>().content).toEqual({
      revalidated: "/craft",
      rebuilt: expect.any(Number),
    });
  });

  it("counts only wrong secrets against the limit: a busy CMS is never locked out", async () => {
    const cms = newClient();
    for (let i = 0; i < 14; i++) {
      const reply = await cms.request("POST", "/api/preview", {
        body: { path: "/craft" },
        headers: { authorization: `Bearer ${secret}` },
      });
      expect(reply.status).toBe(200);
    }
    const guesser = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const reply = await guesser.request("POST", "/api/preview", {
        body: { path: "/" },
        headers: { authorization: `Bearer guess-${i}` },
      });
      statuses.push(reply.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    // The CMS, with the secret, is still served while the guesser is locked out.
    const still = await cms.request("POST", "/api/preview", {
      body: { path: "/craft" },
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(still.status).toBe(200);
    expect(still.json<Ok<{ revalidated: string }>>().content.revalidated).toBe("/craft");
  });
});
