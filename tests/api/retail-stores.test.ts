import { Client } from "./support/http";

const SLUGS = ["web", "dept-westchester", "dept-manhattan", "stylist-web", "good-hearts-web"];
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("GET /api/external/public/retailer-stores/{storeName}", () => {
  it.each(SLUGS)("returns the %s store in the envelope", async (slug) => {
    const reply = await new Client().get(`/api/external/public/retailer-stores/${slug}`);
    expect(reply.status).toBe(200);
    const body = reply.json<{
      status: string;
      content: { id: string; name: string; label: string; retailer: { name: string } };
    }>();
    expect(body.status).toBe("success");
    expect(body.content.name).toBe(slug);
    expect(body.content.id).toMatch(uuid);
    expect(body.content.label.length).toBeGreaterThan(0);
    expect(body.content.retailer.name.length).toBeGreaterThan(0);
  });

  it("puts both department-store locations under one retailer", async () => {
    const [a, b] = await Promise.all(
      ["dept-westchester", "dept-manhattan"].map((s) =>
        new Client().get(`/api/external/public/retailer-stores/${s}`),
      ),
    );
    const retailer = (r: typeof a) =>
      r!.json<{ content: { retailer: { name: string } } }>().content.retailer.name;
    expect(retailer(a)).toBe(retailer(b));
  });

  it("answers 422 for a control character in the name, never a 500", async () => {
    const reply = await new Client().get("/api/external/public/retailer-stores/web%00");
    expect(reply.status).toBe(422);
  });

  it.each(["unknown-store", "WEB", "x".repeat(500), "..%2F..%2Fetc%2Fpasswd", "1"])(
    "answers 404 with a message for %s",
    async (name) => {
      const reply = await new Client().get(`/api/external/public/retailer-stores/${name}`);
      expect(reply.status).toBe(404);
      expect(reply.json<{ message: string }>().message).toMatch(/not found/i);
      expect(reply.text).not.toMatch(/at .*\.js/);
    },
  );
});
