import { packConfigurable } from "../../lib/configurator/wire";
import { tote } from "./support/designs";
import { Client } from "./support/http";

/**
 * Issue 27: the configurator's page carries what it shows of the design, and names the whole
 * product's data, which it preloads: `/api/configurator/{name}?v=…`, cached for good while that
 * version is the current one.
 */
describe("GET /api/configurator/{name}", () => {
  const client = new Client();

  async function namedByThePage(path: string): Promise<string> {
    const page = await client.request("GET", path);
    expect(page.status).toBe(200);
    const preload = /<link rel="preload" href="(\/api\/configurator\/[^"]+)" as="fetch"/.exec(
      page.text,
    );
    expect(preload).not.toBeNull();
    return (preload?.[1] ?? "").replace(/&amp;/g, "&");
  }

  it("answers the version the page names with the whole product, cached for good", async () => {
    const source = await namedByThePage("/bags/the-city-tote");
    const reply = await client.request("GET", source);
    expect(reply.status).toBe(200);
    expect(reply.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(reply.json()).toEqual(JSON.parse(JSON.stringify(packConfigurable(tote))));
    // A shared design's page names the same data, so the browser's copy serves both.
    const shared = await client.request("GET", "/bags/the-city-tote?d=2");
    expect(shared.text).toContain(source);
  });

  it("answers another version with the current data, not to be kept", async () => {
    const reply = await client.request("GET", "/api/configurator/the-city-tote?v=stale");
    expect(reply.status).toBe(200);
    expect(reply.headers.get("cache-control")).toBe("no-cache");
    expect(reply.json<{ product: { id: string } }>().product.id).toBe(tote.id);
  });

  it("knows no bag that is not one", async () => {
    for (const name of ["no-such-bag", "e-gift-card"]) {
      const reply = await client.request("GET", `/api/configurator/${name}`);
      expect(reply.status).toBe(404);
    }
  });
});
