import { API, newClient, signUp, uniqueEmail, type Ok } from "./support/accounts";
import type { Reply } from "./support/http";
import { refusedDearerChange } from "./support/design-changes";
import { staffClient } from "./support/staff";

/**
 * Issue 38 over HTTP: a dearer design whose difference the card refused is shown to client care
 * in the staff strip's list, per store; client care settles it with a note, which the change's
 * history keeps, and it leaves the list. Only staff see or act.
 */
type FollowUp = {
  change_id: string;
  order_number: string | null;
  store: string;
  kind: string;
  amount: number;
  reason: string | null;
  actions: string[];
  history: { kind: string; actor: string; note: string | null }[];
};
type Failure = { status: "error"; message: string; code?: string; errors?: object };

const LIST = `${API}/staff/design-changes/follow-ups`;
const ACT = (id: string) => `${API}/staff/design-changes/${id}/follow-up`;
const content = <T>(reply: Reply) => reply.json<Ok<T>>().content;

describe("refused difference charges in the staff strip", () => {
  it("lists a refused charge for client care, who settles it with a note in its history", async () => {
    const number = await refusedDearerChange(uniqueEmail("follow-up"), "ZOE");
    const staff = await staffClient();

    const listed = await staff.get(`${LIST}?store=web`);
    expect(listed.status).toBe(200);
    const item = content<FollowUp[]>(listed).find((row) => row.order_number === number);
    expect(item).toMatchObject({
      store: "web",
      kind: "charge_refused",
      reason: expect.stringContaining("declined"),
      actions: ["settle"],
      history: [],
    });
    expect(item!.amount).toBeGreaterThan(0);
    // Another store's list does not hold it.
    const elsewhere = content<FollowUp[]>(await staff.get(`${LIST}?store=dept-westchester`));
    expect(elsewhere.some((row) => row.order_number === number)).toBe(false);

    const id = item!.change_id;
    // A refused charge is not asked again without the client; a note is required.
    const retry = await staff.send("POST", ACT(id), { action: "retry", note: "Try again" });
    expect(retry.status).toBe(409);
    expect(retry.json<Failure>().code).toBe("difference_retry_not_open");
    const bare = await staff.send("POST", ACT(id), { action: "settle", note: " " });
    expect(bare.status).toBe(422);
    expect(bare.json<Failure>()).toMatchObject({ errors: { note: expect.any(Array) } });
    const unknown = await staff.send("POST", ACT("00000000-0000-4000-8000-000000000000"), {
      action: "settle",
      note: "Nobody",
    });
    expect(unknown.status).toBe(404);

    const settled = await staff.send("POST", ACT(id), {
      action: "settle",
      note: "Called the client: they keep the plain tote.",
    });
    expect(settled.status).toBe(200);
    expect(content<FollowUp>(settled)).toMatchObject({
      actions: [],
      history: [
        {
          kind: "settled",
          actor: "staff:editor@atelier-ardent.test",
          note: "Called the client: they keep the plain tote.",
        },
      ],
    });
    const after = content<FollowUp[]>(await staff.get(LIST));
    expect(after.some((row) => row.change_id === id)).toBe(false);
    const twice = await staff.send("POST", ACT(id), { action: "settle", note: "Again" });
    expect(twice.status).toBe(409);
    expect(twice.json<Failure>().code).toBe("difference_already_settled");
  });

  it("is client care's alone: signed out 401, a customer 404, and nothing is settled", async () => {
    const number = await refusedDearerChange(uniqueEmail("follow-up"), "ZOE");
    const staff = await staffClient();
    const item = content<FollowUp[]>(await staff.get(LIST)).find(
      (row) => row.order_number === number,
    );
    expect(item).toBeDefined();
    expect((await newClient().get(LIST)).status).toBe(401);
    const customer = await signUp();
    expect((await customer.client.get(LIST)).status).toBe(404);
    const act = await customer.client.send("POST", ACT(item!.change_id), {
      action: "settle",
      note: "Mine now",
    });
    expect(act.status).toBe(404);
    // Still open for client care, with nothing in its history.
    const still = content<FollowUp[]>(await staff.get(LIST)).find(
      (row) => row.change_id === item!.change_id,
    );
    expect(still).toMatchObject({ actions: ["settle"], history: [] });
  });
});
