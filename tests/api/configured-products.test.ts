import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import type { CatalogueProductDetail } from "../../lib/catalogue/types";
import {
  decodeState,
  encodeState,
  initialState,
  priceOf,
  reduce,
  validateConfiguration,
  type ConfiguratorAction,
} from "../../lib/configurator";
import { BASE_URL, Client, fixtures } from "./support/http";

const API = "/api/external";
const IMAGE = `${API}/public/configured-product-image`;
const UNKNOWN_BAG = "Please choose a bag from the catalogue.";
const { CATALOGUE_DIR = ".catalogue", APP_ENV = "test" } = process.env;
const readProduct = (name: string) =>
  JSON.parse(
    readFileSync(path.join(CATALOGUE_DIR, APP_ENV, "products", `${name}.json`), "utf8"),
  ) as CatalogueProductDetail;

const tote = readProduct("the-city-tote");
const clutch = readProduct("the-bleecker-clutch");
const stock = readProduct("limited-edition-city-tote-emerald-croc");
const foil = tote.components.find((c) => c.key === "foil-monogram");
if (!foil?.personalizable || !foil.variants[0]) throw new Error("the tote lost its foil monogram");

const startDesign = encodeState(initialState(tote));
/** The starting look with the optional monogram declined: every rule satisfied. */
const plainDesign = encodeState(
  reduce(tote, initialState(tote), { type: "answer-optional", componentId: foil.id, value: false }),
);
/** The starting look plus a foil monogram with initials: an extra, a finish and a text. */
function monogrammed(text: string): string {
  const foilId = foil?.id ?? "";
  const actions: ConfiguratorAction[] = [
    { type: "answer-optional", componentId: foilId, value: true },
    { type: "choose-variant", componentId: foilId, variantId: foil?.variants[0]?.id ?? "" },
    { type: "set-personalization", personalizableId: foil?.personalizable?.id ?? "", text },
  ];
  return encodeState(
    actions.reduce((state, action) => reduce(tote, state, action), initialState(tote)),
  );
}
const serverPrice = (design: string) => priceOf(tote, decodeState(tote, design));

const body = (data: string | { design: string }, extra: Record<string, unknown> = {}) => ({
  data,
  customization_stage_id: 2,
  product_id: tote.id,
  customizer_version: "2.0",
  ...extra,
});

type Line = {
  configurable_type: string;
  configurable_id: string;
  material_color?: { label: string };
};
type View = {
  id: string;
  data: string;
  price: number;
  user_id?: string | null;
  product: { id: string; name: string; label: string };
  configurations: Line[];
  personalizations: { personalizable_id: string; data: { text: string; type: string } }[];
  validation: { complete: boolean; message?: string };
};
type Ok<T> = { status: "success"; content: T };
type Failure = { status: "error"; message: string; errors: Record<string, string[]> };

type ImageReply = { status: number; headers: http.IncomingHttpHeaders; bytes: Buffer };
/** Raw bytes: the test client decodes bodies as UTF-8, which would mangle a JPEG. */
const image = (id: string, headers: Record<string, string> = {}) =>
  imageAt(`${IMAGE}/${id}/bag.jpg`, headers);
const imageAt = (path: string, headers: Record<string, string> = {}) =>
  new Promise<ImageReply>((resolve, reject) => {
    const url = `${BASE_URL}${path}`;
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        const { statusCode = 0, headers } = response;
        response.on("end", () =>
          resolve({ status: statusCode, headers, bytes: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });

describe("configured products", () => {
  const owner = new Client();
  const stranger = new Client();
  let saved: View;

  beforeAll(async () => {
    const reply = await owner.send(
      "POST",
      `${API}/configured-products`,
      // Ownership and price in the payload are ignored by the server.
      body(monogrammed("AA"), {
        price: 1,
        user_id: fixtures().customer.id,
        user_type: "customer",
        session_id: "someone-elses-session",
      }),
    );
    expect(reply.status).toBe(200);
    saved = reply.json<Ok<View>>().content;
  });

  it("saves a guest design with the server's price and its lines", () => {
    expect(saved.price).toBe(serverPrice(monogrammed("AA")));
    expect(saved.price).toBeGreaterThan(tote.starting_price);
    expect(saved).toMatchObject({ user_type: "guest", user_id: null, data: monogrammed("AA") });
    expect(saved.product).toEqual({ id: tote.id, name: tote.name, label: tote.label });
    const types = new Set(saved.configurations.map((c) => c.configurable_type));
    expect([...types]).toEqual(expect.arrayContaining(["variant", "component", "optional_true"]));
    const foilLine = saved.configurations.find((c) => c.configurable_id === foil.variants[0]?.id);
    expect(foilLine?.material_color?.label).toBe(foil.variants[0]?.material_color.label);
    expect(saved.personalizations).toEqual([
      expect.objectContaining({
        personalizable_id: foil.personalizable?.id,
        data: { text: "AA", type: expect.any(String) },
      }),
    ]);
    // Typed but not confirmed: saving is fine, the cart is not.
    expect(saved.validation.complete).toBe(false);
    expect(saved).not.toHaveProperty("session_id");
  });

  it("shows the design to anyone holding its id, without its owner", async () => {
    const reply = await new Client().get(`${API}/public/configured-products/${saved.id}`);
    expect(reply.status).toBe(200);
    const shared = reply.json<Ok<View>>().content;
    expect(shared).toMatchObject({ id: saved.id, data: saved.data, price: saved.price });
    expect(shared).not.toHaveProperty("user_id");
    expect(shared).not.toHaveProperty("session_id");
  });

  it("keeps the private view, updates and deletes to the owner's session", async () => {
    expect((await owner.get(`${API}/configured-products/${saved.id}`)).status).toBe(200);
    expect((await stranger.get(`${API}/configured-products/${saved.id}`)).status).toBe(404);
    const put = await stranger.send(
      "PUT",
      `${API}/configured-products/${saved.id}`,
      body(startDesign),
    );
    expect(put.status).toBe(404);
    expect((await stranger.send("DELETE", `${API}/configured-products/${saved.id}`)).status).toBe(
      404,
    );
    const still = await new Client().get(`${API}/public/configured-products/${saved.id}`);
    expect(still.json<Ok<View>>().content.data).toBe(saved.data);
  });

  it("updates the owner's design and recomputes its price", async () => {
    const reply = await owner.send(
      "PUT",
      `${API}/configured-products/${saved.id}`,
      body({ design: plainDesign }, { price: 999999 }),
    );
    expect(reply.status).toBe(200);
    const updated = reply.json<Ok<View>>().content;
    expect(updated).toMatchObject({
      id: saved.id,
      data: plainDesign,
      price: serverPrice(plainDesign),
    });
    expect(updated.personalizations).toEqual([]);
    // The server's verdict is the configurator's: this design can go to the cart.
    expect(validateConfiguration(tote, decodeState(tote, plainDesign))).toBeNull();
    expect(updated.validation).toEqual({ complete: true });
  });

  it("draws the design as a cacheable JPEG", async () => {
    const first = await image(saved.id);
    expect(first.status).toBe(200);
    expect(first.headers["content-type"]).toBe("image/jpeg");
    expect(first.headers["cache-control"]).toBe("public, max-age=300");
    expect([first.bytes[0], first.bytes[1]]).toEqual([0xff, 0xd8]);
    const etag = first.headers.etag ?? "";
    expect(etag).toMatch(/^".+"$/);
    const again = await image(saved.id, { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect((await image(saved.id, { "if-none-match": '"stale"' })).status).toBe(200);
  });

  it("draws a shared link's design as the picture its page shows (issue 27)", async () => {
    const design = monogrammed("OGI");
    const page = await owner.get(`/bags/the-city-tote?d=${encodeURIComponent(design)}`);
    const og = /<meta property="og:image" content="([^"]+)"/.exec(page.text)?.[1] ?? "";
    const url = new URL(og.replace(/&amp;/g, "&"));
    const link = `${url.pathname}${url.search}`;
    expect(link).toBe(
      `${API}/public/design-image/the-city-tote/bag.jpg?d=${encodeURIComponent(design)}`,
    );
    const first = await imageAt(link);
    expect(first.status).toBe(200);
    expect(first.headers["content-type"]).toBe("image/jpeg");
    expect([first.bytes[0], first.bytes[1]]).toEqual([0xff, 0xd8]);
    const etag = first.headers.etag ?? "";
    expect((await imageAt(link, { "if-none-match": etag })).status).toBe(304);
    // Another look is another picture.
    const plain = await imageAt(
      `${API}/public/design-image/the-city-tote/bag.jpg?d=${encodeURIComponent(plainDesign)}`,
    );
    expect(plain.headers.etag).not.toBe(etag);
    expect((await imageAt(`${API}/public/design-image/no-such-bag/bag.jpg?d=2`)).status).toBe(404);
    expect((await imageAt(`${API}/public/design-image/the-city-tote/bag.jpg`)).status).toBe(422);
  });

  it.each([
    ["a non-uuid id", "GET", `${API}/configured-products/not-a-uuid`],
    ["a non-uuid public id", "GET", `${API}/public/configured-products/12345`],
    ["an unknown public id", "GET", `${API}/public/configured-products/${randomUUID()}`],
    ["an unknown private id", "GET", `${API}/configured-products/${randomUUID()}`],
    ["a non-uuid image id", "GET", `${IMAGE}/..%2F..%2Fetc/bag.jpg`],
    ["an unknown image id", "GET", `${IMAGE}/${randomUUID()}/bag.jpg`],
    ["an unknown delete", "DELETE", `${API}/configured-products/${randomUUID()}`],
  ])("answers 404 for %s", async (_label, method, url) => {
    const reply = method === "GET" ? await owner.get(url) : await owner.send(method, url);
    expect(reply.status).toBe(404);
  });

  it.each([
    [
      "another bag's variant",
      body(`${startDesign}.v${clutch.components.flatMap((c) => c.variants)[0]?.id ?? ""}`),
      "data",
      "The design names options that do not belong to this bag.",
    ],
    [
      "an older customizer",
      body(startDesign, { customizer_version: "1" }),
      "customizer_version",
      "This design was made with an older configurator; please reload the page (version 2.0).",
    ],
    [
      "an unknown product",
      body(startDesign, { product_id: randomUUID() }),
      "product_id",
      UNKNOWN_BAG,
    ],
    ["a stock product", body(startDesign, { product_id: stock.id }), "product_id", UNKNOWN_BAG],
    ["a missing design", body(""), "data", "Please send the design."],
    [
      "a design that is not a design",
      body("hello"),
      "data",
      "The design could not be read; please reload the page.",
    ],
  ])("rejects %s with a 422", async (_label, payload, field, message) => {
    const reply = await owner.send("POST", `${API}/configured-products`, payload);
    expect(reply.status).toBe(422);
    const errors = reply.json<Failure>().errors;
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]).toEqual([message]);
  });

  it("rejects a design breaking the bag's rules on update too", async () => {
    const closure = tote.components.find((c) => c.selectable_type?.name === "required");
    const [first, second] = closure?.selectable_options ?? [];
    const reply = await owner.send(
      "PUT",
      `${API}/configured-products/${saved.id}`,
      body(`${startDesign}.o${first?.id ?? ""}.o${second?.id ?? ""}`),
    );
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.json<Failure>().errors)).toEqual(["data"]);
  });

  it("keeps the empty design as it was sent", async () => {
    const reply = await owner.send("POST", `${API}/configured-products`, body("2"));
    expect(reply.status).toBe(200);
    const empty = reply.json<Ok<View>>().content;
    expect(empty).toMatchObject({ data: "2", price: serverPrice("2") });
    const shared = await new Client().get(`${API}/public/configured-products/${empty.id}`);
    expect(shared.json<Ok<View>>().content.data).toBe("2");
  });

  it("deletes the owner's design, and its image with it", async () => {
    const reply = await owner.send("DELETE", `${API}/configured-products/${saved.id}`);
    expect(reply.status).toBe(200);
    expect(reply.json<Ok<{ deleted: boolean }>>().content.deleted).toBe(true);
    expect((await owner.get(`${API}/public/configured-products/${saved.id}`)).status).toBe(404);
    expect((await image(saved.id)).status).toBe(404);
  });
});

describe("a customer's configured products", () => {
  const { customer } = fixtures();
  const auth = { authorization: `Bearer ${customer.token}` };

  it("saves designs to the account and lists them newest first", async () => {
    const client = new Client();
    const older = await client.send("POST", `${API}/configured-products`, body(startDesign), auth);
    const newer = await client.send("POST", `${API}/configured-products`, body(plainDesign), auth);
    expect(newer.status).toBe(200);
    const design = newer.json<Ok<View>>().content;
    expect(design).toMatchObject({ user_type: "customer", user_id: customer.id });

    const list = await new Client().get(`${API}/customer/configured-products`, auth);
    expect(list.status).toBe(200);
    const ids = list.json<Ok<View[]>>().content.map((d) => d.id);
    expect(ids.indexOf(design.id)).toBe(0);
    expect(ids).toContain(older.json<Ok<View>>().content.id);

    // Another browser with the account's token may edit it; a guest session may not.
    const privateUrl = `${API}/configured-products/${design.id}`;
    expect((await new Client().get(privateUrl, auth)).status).toBe(200);
    expect((await new Client().get(privateUrl)).status).toBe(404);
  });

  it("asks for a login before listing", async () => {
    expect((await new Client().get(`${API}/customer/configured-products`)).status).toBe(401);
  });
});
