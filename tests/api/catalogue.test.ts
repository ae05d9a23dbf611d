import { readFileSync } from "node:fs";
import path from "node:path";
import { seedId } from "@/scripts/seed/ids";
import { BASE_URL, Client } from "./support/http";
import { draftCookieValue, staffInPreview } from "./support/staff";

const API = "/api/external";
/** Derived, so a run on its own port (TEST_PORT) still maps hosts to stores. */
const PORT = new URL(BASE_URL).port;
const DEPT_HOST = `dept.localhost:${PORT}`;
const productId = (name: string) => seedId("product", name);
const categoryId = (name: string) => seedId("category", name);
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Product = {
  id: string;
  name: string;
  product_type: { name: string };
  category: { id: string; name: string } | null;
  enabled: number;
  starting_price: number;
  stock: number | null;
  images: unknown[];
  components?: { id: string; variants: unknown[] }[];
};
type Envelope<T> = { status: string; content: T };
type Failure = { status: string; message: string };

async function content<T>(url: string, client = new Client()): Promise<T> {
  const reply = await client.get(url);
  expect(reply.status).toBe(200);
  return reply.json<Envelope<T>>().content;
}

async function expectNotFound(url: string, client = new Client()): Promise<void> {
  const reply = await client.get(url);
  expect(reply.status).toBe(404);
  expect(reply.json<Failure>().message).toMatch(/not found/i);
  expect(reply.text).not.toMatch(/at .*\.js/);
}

/** A client of the dept-manhattan kiosk: it has no host label, so the test cookie picks it. */
function manhattanClient(): Client {
  const client = new Client(DEPT_HOST);
  client.setCookie("retail_store_override", "dept-manhattan");
  return client;
}

/** Ids that cannot name a record, labelled for readable test titles. */
const ODD_IDS: [string, string][] = [
  ["a slug", "not-a-uuid"],
  ["a number", "1"],
  ["a uuid one digit short", "00000000-0000-0000-0000-00000000000"],
  ["a path traversal", "..%2F..%2Fetc%2Fpasswd"],
  ["500 characters", "x".repeat(500)],
];

describe("a NUL byte in a path segment", () => {
  it.each(["product-categories", "is-product-still-available", "fresh/products"])(
    "is refused as input (422), never a 500, on /%s/{id}",
    async (route) => {
      const reply = await new Client().get(`${API}/${route}/%00`);
      expect(reply.status).toBe(422);
      expect(reply.json<{ errors?: Record<string, string[]> }>().errors?.id?.[0]).toMatch(
        /control characters/,
      );
    },
  );
});

describe.each([
  ["limited-edition", "limited"],
  ["sample-sale", "sample"],
] as const)("GET /public/%s", (category, word) => {
  it(`returns only visible stock products whose name contains "${word}"`, async () => {
    const products = await content<Product[]>(`${API}/public/${category}`);
    expect(products.length).toBeGreaterThanOrEqual(4);
    for (const p of products) {
      expect(p.name).toContain(word);
      expect(p.id).toMatch(uuid);
      expect(p.product_type.name).not.toBe("custom-handbag");
      expect(p.enabled).toBe(1);
      expect(p.images.length).toBeGreaterThan(0);
      expect(Number.isInteger(p.starting_price)).toBe(true);
      expect(p).not.toHaveProperty("components");
    }
  });

  it("is the same list for the department store, which excludes none of them", async () => {
    const web = await content<Product[]>(`${API}/public/${category}`);
    const dept = await content<Product[]>(`${API}/public/${category}`, new Client(DEPT_HOST));
    expect(dept.map((p) => p.id)).toEqual(web.map((p) => p.id));
  });
});

describe("GET /product-categories/{id}", () => {
  it("returns the category with its visible products", async () => {
    const category = await content<{
      id: string;
      name: string;
      label: string;
      products: Product[];
    }>(`${API}/product-categories/${categoryId("limited-edition")}`);
    expect(category).toMatchObject({ name: "limited-edition", label: "Limited Edition" });
    const listed = await content<Product[]>(`${API}/public/limited-edition`);
    expect(category.products.map((p) => p.id).sort()).toEqual(listed.map((p) => p.id).sort());
    for (const p of category.products) expect(p.category?.id).toBe(category.id);
  });

  it("filters out a product excluded for the requesting store", async () => {
    const url = `${API}/product-categories/${categoryId("collection")}`;
    const names = async (client: Client) =>
      (await content<{ products: Product[] }>(url, client)).products.map((p) => p.name);
    const weekender = "collection-weekender-noir";
    // The demo catalogue excludes the weekender only at the dept-manhattan kiosk.
    expect(await names(new Client())).toContain(weekender);
    expect(await names(new Client(DEPT_HOST))).toContain(weekender);
    const manhattan = await names(manhattanClient());
    expect(manhattan).not.toContain(weekender);
    expect(manhattan).toContain("collection-satchel-cognac");
  });

  it("finds the category by an upper-case spelling of its id", async () => {
    const reply = await new Client().get(
      `${API}/product-categories/${categoryId("sample-sale").toUpperCase()}`,
    );
    expect(reply.status).toBe(200);
  });

  it.each<[string, string]>([
    ["an unknown category", seedId("category", "no-such-category")],
    ["a product id", productId("the-city-tote")],
    ...ODD_IDS,
  ])("answers 404 for %s", (_label, id) => expectNotFound(`${API}/product-categories/${id}`));
});

describe("GET /public/material-colors", () => {
  it("returns every material colour with its material", async () => {
    const colors = await content<
      { id: string; hex: string; swatch: string; material_id: string; material: { id: string } }[]
    >(`${API}/public/material-colors`);
    expect(colors.length).toBeGreaterThan(20);
    for (const c of colors) {
      expect(c.id).toMatch(uuid);
      expect(c.hex).toMatch(/^#[0-9a-f]{6}$/i);
      expect(c.swatch).toMatch(/^\/images\/swatches\/.+\.svg$/);
      expect(c.material.id).toBe(c.material_id);
    }
  });
});

describe("GET /is-product-still-available/{id}", () => {
  const availability = (name: string) =>
    content<{ id: string; stock: number | null; available: boolean }>(
      `${API}/is-product-still-available/${productId(name)}`,
    );

  it("reports the last unit as available", async () => {
    expect(await availability("limited-edition-saddle-bag-oxblood")).toEqual({
      id: productId("limited-edition-saddle-bag-oxblood"),
      stock: 1,
      available: true,
    });
  });

  it("reports a sold-out product as unavailable", async () => {
    expect(await availability("limited-edition-evening-clutch-champagne")).toMatchObject({
      stock: 0,
      available: false,
    });
  });

  it("reports a made-to-order bag and a gift card as always available", async () => {
    expect(await availability("the-city-tote")).toMatchObject({ stock: null, available: true });
    expect(await availability("e-gift-card")).toMatchObject({ stock: null, available: true });
  });

  it("is never cached", async () => {
    const reply = await new Client().get(
      `${API}/is-product-still-available/${productId("sample-sale-mini-tote-sand")}`,
    );
    expect(reply.headers.get("cache-control")).toContain("no-store");
  });

  it.each<[string, string]>([
    ["a disabled product", productId("the-greenwich-satchel")],
    ["an unknown product", productId("no-such-product")],
    ...ODD_IDS,
  ])("answers 404 for %s", (_label, id) =>
    expectNotFound(`${API}/is-product-still-available/${id}`),
  );
});

describe("geo", () => {
  const sortedByName = (rows: { name: string }[]) =>
    expect(rows.map((r) => r.name)).toEqual(
      [...rows.map((r) => r.name)].sort((a, b) => a.localeCompare(b, "en")),
    );

  it("lists the US states by name by default", async () => {
    const states = await content<
      { id: string; code: string; name: string; country_code: string }[]
    >(`${API}/geo-states`);
    expect(states.length).toBeGreaterThanOrEqual(51);
    expect(states).toContainEqual(
      expect.objectContaining({ code: "NY", name: "New York", country_code: "US" }),
    );
    sortedByName(states);
    const lower = await content<{ id: string }[]>(`${API}/geo-states?country=us`);
    expect(lower.map((s) => s.id)).toEqual(states.map((s) => s.id));
  });

  it("lists no states for a country that has none on file", async () => {
    expect(await content<unknown[]>(`${API}/geo-states?country=FR`)).toEqual([]);
  });

  it("answers 422 with a sentence for a malformed country", async () => {
    const reply = await new Client().get(`${API}/geo-states?country=USA`);
    expect(reply.status).toBe(422);
    expect(reply.json<Failure>().message).toMatch(/two-letter code/);
  });

  it("lists the countries by name", async () => {
    const countries = await content<{ id: string; code: string; name: string }[]>(
      `${API}/geo-countries`,
    );
    expect(countries).toContainEqual(
      expect.objectContaining({ code: "US", name: "United States" }),
    );
    for (const c of countries) expect(Object.keys(c).sort()).toEqual(["code", "id", "name"]);
    sortedByName(countries);
  });
});

describe("GET /fresh/products/{id}?preview=true", () => {
  const tote = productId("the-city-tote");
  it("is 404 without draft mode, with or without preview=true", async () => {
    await expectNotFound(`${API}/fresh/products/${tote}?preview=true`);
    await expectNotFound(`${API}/fresh/products/${tote}`);
    const forged = new Client();
    forged.setCookie("__prerender_bypass", "forged");
    await expectNotFound(`${API}/fresh/products/${tote}?preview=true`, forged);
  });

  it("is 404 with the real draft cookie but no staff session (staff are a role, not a cookie)", async () => {
    const copied = new Client();
    copied.setCookie("__prerender_bypass", draftCookieValue());
    await expectNotFound(`${API}/fresh/products/${tote}?preview=true`, copied);
  });

  it("is 404 in draft mode without preview=true", async () => {
    await expectNotFound(`${API}/fresh/products/${tote}`, await staffInPreview());
    await expectNotFound(`${API}/fresh/products/${tote}?preview=1`, await staffInPreview());
  });

  it("returns the product from the database in the shape of its catalogue file", async () => {
    const fresh = await content<Product>(
      `${API}/fresh/products/${tote}?preview=true`,
      await staffInPreview(),
    );
    const file = path.resolve(
      process.env.CATALOGUE_DIR ?? ".catalogue",
      process.env.APP_ENV ?? "test",
      "products/the-city-tote.json",
    );
    expect(fresh).toEqual(JSON.parse(readFileSync(file, "utf8")));
    expect(fresh.components?.length).toBeGreaterThan(0);
  });

  it("includes disabled products, because staff preview shows drafts", async () => {
    const satchel = await content<Product>(
      `${API}/fresh/products/${productId("the-greenwich-satchel")}?preview=true`,
      await staffInPreview(),
    );
    expect(satchel.enabled).toBe(0);
    expect(satchel.components?.some((c) => c.variants.length > 0)).toBe(true);
  });

  it.each<[string, string]>([["an unknown product", productId("no-such-product")], ...ODD_IDS])(
    "answers 404 in draft mode for %s",
    async (_label, id) =>
      expectNotFound(`${API}/fresh/products/${id}?preview=true`, await staffInPreview()),
  );
});

describe("OpenAPI", () => {
  it("documents every catalogue operation", async () => {
    const doc = await new Client().get(`${API}/openapi.json`);
    const paths = Object.keys(doc.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining(
        [
          "/public/limited-edition",
          "/public/sample-sale",
          "/product-categories/{id}",
          "/public/material-colors",
          "/is-product-still-available/{id}",
          "/geo-states",
          "/geo-countries",
          "/fresh/products/{id}",
        ].map((p) => `${API}${p}`),
      ),
    );
  });
});
