import { API, type Failure, newClient, type Ok, signUp } from "./support/accounts";
import type { Client } from "./support/http";

type Address = {
  id: string;
  kind: "shipping" | "billing";
  first_name: string;
  last_name: string;
  line1: string;
  line2: string | null;
  city: string;
  state: string | null;
  postal_code: string;
  country: string;
  is_default: boolean;
};

const ADDRESSES = `${API}/customer/addresses`;
const UNAUTHENTICATED = { status: "error", code: "unauthenticated", message: "Unauthenticated." };

const address = (extra: Record<string, unknown> = {}) => ({
  first_name: "Ada",
  last_name: "Lovelace",
  line1: "12 Crosby Street",
  line2: "Apt 4",
  city: "New York",
  state: "ny",
  postal_code: "10013",
  ...extra,
});

const list = async (client: Client) => {
  const reply = await client.get(ADDRESSES);
  expect(reply.status).toBe(200);
  return reply.json<Ok<Address[]>>().content;
};

async function create(client: Client, extra: Record<string, unknown> = {}) {
  const reply = await client.send("POST", ADDRESSES, address(extra));
  expect(reply.status).toBe(200);
  return reply.json<Ok<Address>>().content;
}

describe("the address book (/customer/addresses)", () => {
  let owner: Client;
  let stranger: Client;
  beforeAll(async () => {
    const [a, b] = await Promise.all([signUp(), signUp()]);
    owner = a.client;
    stranger = b.client;
  });

  it("creates, lists, updates and deletes an address", async () => {
    const created = await create(owner, { line1: "1 Create Street" });
    expect(created).toMatchObject({
      id: expect.any(String),
      kind: "shipping",
      first_name: "Ada",
      line1: "1 Create Street",
      line2: "Apt 4",
      city: "New York",
      state: "NY",
      postal_code: "10013",
      country: "US",
      is_default: false,
    });
    expect((await list(owner)).find((a) => a.id === created.id)).toEqual(created);

    const updated = await owner.send(
      "PUT",
      `${ADDRESSES}/${created.id.toUpperCase()}`,
      address({ line1: "2 Update Avenue", line2: "", city: "Brooklyn", postal_code: "11201-1234" }),
    );
    expect(updated.status).toBe(200);
    const after = updated.json<Ok<Address>>().content;
    expect(after).toMatchObject({
      id: created.id,
      line1: "2 Update Avenue",
      line2: null,
      city: "Brooklyn",
      postal_code: "11201-1234",
    });
    expect((await list(owner)).find((a) => a.id === created.id)).toEqual(after);

    const deleted = await owner.send("DELETE", `${ADDRESSES}/${created.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.json<Ok<unknown>>().content).toEqual({ deleted: true });
    expect((await list(owner)).map((a) => a.id)).not.toContain(created.id);
    expect((await owner.send("DELETE", `${ADDRESSES}/${created.id}`)).status).toBe(404);
    expect((await owner.send("PUT", `${ADDRESSES}/${created.id}`, address())).status).toBe(404);
  });

  it("answers 404 for another customer's address and changes nothing", async () => {
    const mine = await create(owner, { line1: "3 Private Lane" });
    const put = await stranger.send("PUT", `${ADDRESSES}/${mine.id}`, address({ city: "Hacked" }));
    expect(put.status).toBe(404);
    const del = await stranger.send("DELETE", `${ADDRESSES}/${mine.id}`);
    expect(del.status).toBe(404);
    expect((await list(stranger)).map((a) => a.id)).not.toContain(mine.id);
    expect((await list(owner)).find((a) => a.id === mine.id)).toEqual(mine);
    // A path id that is no uuid is a 404 too, not a 500.
    expect((await owner.send("DELETE", `${ADDRESSES}/not-a-uuid`)).status).toBe(404);
  });

  it("refuses a bad state, ZIP code or country with 422 and field errors", async () => {
    const unknownState = await owner.send("POST", ADDRESSES, address({ state: "ZZ" }));
    expect(unknownState.status).toBe(422);
    expect(unknownState.json<Failure>().errors?.state).toBeDefined();
    const bad = await owner.send(
      "POST",
      ADDRESSES,
      address({ state: "New York", postal_code: "1001", country: "CA", city: "" }),
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json<Failure>().errors ?? {}).sort()).toEqual([
      "city",
      "country",
      "postal_code",
      "state",
    ]);
    const mine = await create(owner, { line1: "4 Valid Road" });
    const badUpdate = await owner.send(
      "PUT",
      `${ADDRESSES}/${mine.id}`,
      address({ postal_code: "ABCDE" }),
    );
    expect(badUpdate.status).toBe(422);
    expect(badUpdate.json<Failure>().errors?.postal_code).toBeDefined();
    expect((await list(owner)).find((a) => a.id === mine.id)).toEqual(mine);
  });

  it("keeps one default at a time, listed first", async () => {
    const { client } = await signUp();
    const first = await create(client, { line1: "5 First Default", is_default: true });
    expect(first.is_default).toBe(true);
    const plain = await create(client, { line1: "6 Not Default" });
    const second = await create(client, { line1: "7 Second Default", is_default: true });
    let all = await list(client);
    expect(all.filter((a) => a.is_default).map((a) => a.id)).toEqual([second.id]);
    expect(all[0]?.id).toBe(second.id);

    const promoted = await client.send(
      "PUT",
      `${ADDRESSES}/${plain.id}`,
      address({ line1: "6 Not Default", is_default: true }),
    );
    expect(promoted.status).toBe(200);
    all = await list(client);
    expect(all.filter((a) => a.is_default).map((a) => a.id)).toEqual([plain.id]);
    expect(all[0]?.id).toBe(plain.id);
    expect(all.map((a) => a.id).sort()).toEqual([first.id, plain.id, second.id].sort());
  });

  it("keeps one default when several defaults are saved at once", async () => {
    const { client } = await signUp();
    const created = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        client.send("POST", ADDRESSES, address({ line1: `${n} Race Street`, is_default: true })),
      ),
    );
    expect(created.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const all = await list(client);
    expect(all).toHaveLength(4);
    expect(all.filter((a) => a.is_default)).toHaveLength(1);
  });

  it("is for signed-in customers only", async () => {
    const guest = newClient();
    const read = await guest.get(ADDRESSES);
    expect(read.status).toBe(401);
    expect(read.json()).toEqual(UNAUTHENTICATED);
    const write = await guest.send("POST", ADDRESSES, address());
    expect(write.status).toBe(401);
    expect(write.json()).toEqual(UNAUTHENTICATED);
  });
});
