import { Client, storeOf } from "./support/http";

describe("slug paths and /clear", () => {
  it.each(["/web", "/dept-westchester", "/dept-manhattan", "/stylist-web"])(
    "%s redirects to /",
    async (path) => {
      const reply = await new Client().get(path);
      expect([307, 308]).toContain(reply.status);
      expect(new URL(reply.headers.get("location") ?? "", "http://x").pathname).toBe("/");
    },
  );

  it("/clear removes the stored retail-store cookie and redirects to /", async () => {
    const client = new Client("dept.localhost:3100");
    await client.get("/");
    expect(client.cookie("retail_store")).toBeDefined();
    const reply = await client.get("/clear");
    expect([307, 308]).toContain(reply.status);
    expect(new URL(reply.headers.get("location") ?? "", "http://x").pathname).toBe("/");
    expect(reply.setCookies.join("\n")).toMatch(/retail_store=;/);
    expect(client.cookie("retail_store")).toBeUndefined();
  });
});

describe("retail-store resolution", () => {
  it("renders the department store for the dept host and the own store for www", async () => {
    const dept = await new Client("dept.localhost:3100").get("/");
    const own = await new Client("www.localhost:3100").get("/");
    expect(dept.status).toBe(200);
    expect(own.status).toBe(200);
    expect(storeOf(dept.text)).toBe("dept-westchester");
    expect(dept.text.includes('data-testid="sales-associate-header"')).toBe(true);
    expect(dept.text.includes('data-testid="account-link"')).toBe(false);
    expect(storeOf(own.text)).toBe("web");
    expect(own.text.includes('data-testid="account-link"')).toBe(true);
    expect(own.text.includes('data-testid="sales-associate-header"')).toBe(false);
  });

  it.each([
    ["goodhearts.localhost:3100", "good-hearts-web"],
    ["stylist.localhost:3100", "stylist-web"],
    ["stylist-staging.localhost:3100", "stylist-web"],
    ["dept-staging.localhost:3100", "dept-westchester"],
  ])("maps %s to %s", async (host, slug) => {
    const reply = await new Client(host).get("/");
    expect(storeOf(reply.text)).toBe(slug);
  });

  it("caches the store in a 365-day cookie whose name matches", async () => {
    const client = new Client("stylist.localhost:3100");
    const reply = await client.get("/");
    const line = reply.setCookies.find((c) => c.startsWith("retail_store="));
    expect(line).toMatch(/Max-Age=31536000/);
    const cached = JSON.parse(decodeURIComponent(client.cookie("retail_store") ?? "")) as {
      name: string;
    };
    expect(cached.name).toBe("stylist-web");
    // A second visit reuses the cookie instead of setting it again.
    const again = await client.get("/");
    expect(again.setCookies.some((c) => c.startsWith("retail_store="))).toBe(false);
  });

  it("ignores a cached cookie for another store", async () => {
    const client = new Client("dept.localhost:3100");
    await client.get("/");
    const own = new Client("www.localhost:3100");
    own.setCookie("retail_store", client.cookie("retail_store") ?? "");
    const reply = await own.get("/");
    expect(storeOf(reply.text)).toBe("web");
  });

  it("honours the test override cookie outside production", async () => {
    const client = new Client("www.localhost:3100");
    client.setCookie("retail_store_override", "dept-manhattan");
    const reply = await client.get("/");
    expect(storeOf(reply.text)).toBe("dept-manhattan");
  });

  it("does not let a request choose a store through the internal segment", async () => {
    const reply = await new Client("www.localhost:3100").get("/s/dept-westchester");
    expect(storeOf(reply.text)).not.toBe("dept-westchester");
    const nested = await new Client("www.localhost:3100").get("/s/dept-westchester/bags/all-bags");
    expect(nested.status).toBe(404);
    expect(storeOf(nested.text)).not.toBe("dept-westchester");
  });

  it("ignores forged internal headers", async () => {
    const reply = await new Client("www.localhost:3100").get("/", {
      "x-retail-store": "dept-westchester",
      "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy",
    });
    expect(storeOf(reply.text)).toBe("web");
    const clear = await new Client().get("/clear", {
      "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy",
    });
    expect([307, 308]).toContain(clear.status);
  });
});
