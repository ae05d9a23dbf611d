import { randomUUID } from "node:crypto";
import { API, clutch, type Failure, newClient, type Ok, satchel, signUp } from "./support/accounts";
import { plainDesign, readProduct, saveTote, tote } from "./support/designs";
import type { Client } from "./support/http";

type Entry = {
  id: string;
  type: "configured_product" | "product";
  item_id: string;
  name: string;
  label: string;
  url: string;
  image_url: string | null;
  price: number;
  available: boolean;
  created_at: string;
};

const WISHLIST = `${API}/customer/wishlist`;
const soldOut = readProduct("limited-edition-evening-clutch-champagne"); // 0 in stock

const add = (client: Client, type: string, id: string) =>
  client.send("POST", WISHLIST, { type, id });
const remove = (client: Client, type: string, id: string) =>
  client.send("DELETE", `${WISHLIST}/${type}/${id}`);
const list = async (client: Client) => {
  const reply = await client.get(WISHLIST);
  expect(reply.status).toBe(200);
  return reply.json<Ok<Entry[]>>().content;
};

describe("the wishlist (/customer/wishlist)", () => {
  let owner: Client;
  let stranger: Client;
  let designId: string;
  beforeAll(async () => {
    const [a, b] = await Promise.all([signUp(), signUp()]);
    owner = a.client;
    stranger = b.client;
    designId = await saveTote(owner, plainDesign);
  });

  it("keeps a stock piece and a saved design, newest first, with their pages", async () => {
    const product = await add(owner, "product", clutch.id);
    expect(product.status).toBe(200);
    expect(product.json<Ok<Entry>>().content).toMatchObject({
      type: "product",
      item_id: clutch.id,
      name: clutch.name,
      url: `/products/${clutch.name}`,
      price: clutch.starting_price,
      available: true,
    });
    const design = await add(owner, "configured_product", designId.toUpperCase());
    expect(design.status).toBe(200);
    expect(design.json<Ok<Entry>>().content).toMatchObject({
      type: "configured_product",
      item_id: designId,
      name: tote.name,
      url: `/gallery/configured/${designId}`,
      image_url: `${API}/public/configured-product-image/${designId}/bag.jpg`,
    });

    const entries = await list(owner);
    expect(entries.map((e) => [e.type, e.item_id])).toEqual([
      ["configured_product", designId],
      ["product", clutch.id],
    ]);
    expect(entries.map((e) => e.url)).toEqual([
      `/gallery/configured/${designId}`,
      `/products/${clutch.name}`,
    ]);
  });

  it("adding the same item again keeps one entry", async () => {
    const first = (await add(owner, "product", satchel.id)).json<Ok<Entry>>().content;
    const again = await add(owner, "product", satchel.id);
    expect(again.status).toBe(200);
    expect(again.json<Ok<Entry>>().content.id).toBe(first.id);
    const entries = await list(owner);
    expect(entries.filter((e) => e.item_id === satchel.id)).toHaveLength(1);
    expect(entries[0]?.item_id).toBe(satchel.id);
  });

  it("shows another customer none of it, and they cannot remove it", async () => {
    await add(owner, "product", clutch.id);
    expect(await list(stranger)).toEqual([]);
    expect((await remove(stranger, "product", clutch.id)).status).toBe(404);
    expect((await list(owner)).map((e) => e.item_id)).toContain(clutch.id);
  });

  it("DELETE removes an item; removing it again is a 404", async () => {
    const { client } = await signUp();
    await add(client, "product", clutch.id);
    await add(client, "configured_product", designId);
    const removed = await remove(client, "product", clutch.id);
    expect(removed.status).toBe(200);
    expect(removed.json<Ok<unknown>>().content).toEqual({ removed: true });
    expect((await list(client)).map((e) => e.item_id)).toEqual([designId]);
    expect((await remove(client, "product", clutch.id)).status).toBe(404);
    // The design is still there until removed as a design.
    expect((await remove(client, "product", designId)).status).toBe(404);
    expect((await remove(client, "configured_product", designId)).status).toBe(200);
    expect(await list(client)).toEqual([]);
  });

  it("keeps a sold-out piece, marked unavailable", async () => {
    const reply = await add(stranger, "product", soldOut.id);
    expect(reply.status).toBe(200);
    expect(reply.json<Ok<Entry>>().content).toMatchObject({
      item_id: soldOut.id,
      available: false,
    });
    await remove(stranger, "product", soldOut.id);
  });

  it("answers 404 for an unknown product or design, 422 for a bad type or id", async () => {
    expect((await add(owner, "product", randomUUID())).status).toBe(404);
    expect((await add(owner, "configured_product", randomUUID())).status).toBe(404);
    // A saved design is not a stock product.
    expect((await add(owner, "product", designId)).status).toBe(404);
    const badType = await add(owner, "sofa", clutch.id);
    expect(badType.status).toBe(422);
    expect(Object.keys(badType.json<Failure>().errors ?? {})).toEqual(["type"]);
    const badId = await add(owner, "product", "not-a-uuid");
    expect(badId.status).toBe(422);
    expect(Object.keys(badId.json<Failure>().errors ?? {})).toEqual(["id"]);
    expect((await remove(owner, "sofa", clutch.id)).status).toBe(404);
  });

  it("is for signed-in customers only", async () => {
    const guest = newClient();
    expect((await guest.get(WISHLIST)).status).toBe(401);
    expect((await add(guest, "product", clutch.id)).status).toBe(401);
    expect((await remove(guest, "product", clutch.id)).status).toBe(401);
  });
});
