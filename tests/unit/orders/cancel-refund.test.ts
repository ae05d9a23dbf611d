/**
 * @jest-environment node
 */
import { eq } from "drizzle-orm";
import type { CartActor } from "@/lib/cart/service";
import * as schema from "@/lib/db/schema";
import { guestBagWithMask, stockOf as maskStock } from "../support/mask-bag";
import { moneyRowsOf } from "../support/money-rows";
import { appDatabaseForFile } from "../support/seeded-db";
import { stripeStandInForFile } from "../support/stripe-for-file";

/**
 * Issue 26: client care cancels an order before cutting, and the refund goes through the order's
 * payment provider (the Stripe adapter against its stand-in). A refused refund is kept, retried
 * by reconciliation, and given back once; stock and the promo use come back with the cancel.
 */
jest.mock("server-only", () => ({}));
jest.mock("next/cache", () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));
jest.setTimeout(60_000);
process.env.LOG_LEVEL = "silent";
const stripe = stripeStandInForFile();
const db = appDatabaseForFile("cancel-refund");

const actor: CartActor = { owner: { customerId: null, sessionId: "cancel-test" }, store: "web" };
const MINUTE = 60_000;

const stockOf = (productId: string) => maskStock(db(), productId);

/** A guest pays for the mask by card (Stripe stand-in): the placed order, and the stock before. */
async function paidMask() {
  const { placeOrder } = await import("@/lib/checkout/place-order");
  const bag = await guestBagWithMask(db(), actor, {
    first: "Inès",
    last: "Dupont",
    phone: "212 555 0102",
  });
  const placed = await placeOrder(db(), actor, {
    orderId: bag.orderId,
    total: bag.total,
    payment: { method: "card", token: stripe().prepare(bag.orderId, bag.total) },
  });
  return { ...bag, order: placed.order };
}

async function careToken() {
  const { createPartnerToken } = await import("@/lib/partners/tokens");
  return createPartnerToken(db(), { name: "Care", scopes: ["cancel"], createdBy: "test" });
}

const { orderRow } = moneyRowsOf(db);
const mailsTo = (to: string) =>
  db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.toAddress, to));

describe("cancelling an order before cutting", () => {
  it("refunds it through its provider, puts the piece back in stock and mails the client", async () => {
    const { cancelOrder } = await import("@/lib/orders/production");
    const bag = await paidMask();
    expect(await stockOf(bag.productId)).toBe((bag.stockBefore ?? 0) - 1);
    const care = await careToken();

    const { view } = await cancelOrder(db(), {
      number: bag.order.number!,
      reason: "The client changed her mind on the phone.",
      partnerId: care.id,
      idempotency: null,
    });

    expect(view).toMatchObject({
      status: "cancelled",
      refund: { status: "refunded", amount: bag.total },
    });
    expect((await orderRow(bag.order.id))?.status).toBe("cancelled");
    expect(await stockOf(bag.productId)).toBe(bag.stockBefore);
    const [payment] = await db()
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.orderId, bag.order.id));
    expect(payment?.status).toBe("refunded");
    expect(stripe().givenBack.filter((g) => g.reference === payment?.providerReference)).toEqual([
      expect.objectContaining({ amount: bag.total, action: "refund" }),
    ]);
    const mails = await mailsTo(bag.email);
    expect(mails.map((m) => m.subject)).toContainEqual(expect.stringMatching(/is cancelled$/));
  });

  it("keeps a refused refund and gives it back once reconciliation is accepted", async () => {
    const { cancelOrder } = await import("@/lib/orders/production");
    const { reconcileStrandedOrders } = await import("@/lib/checkout/reconcile");
    const bag = await paidMask();
    const care = await careToken();
    stripe().script.refuseRefunds = 1;

    const { view } = await cancelOrder(db(), {
      number: bag.order.number!,
      reason: "Duplicate order.",
      partnerId: care.id,
      idempotency: null,
    });
    expect(view).toMatchObject({
      status: "cancelled",
      refund: { status: "pending", amount: bag.total },
    });
    const [payment] = await db()
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.orderId, bag.order.id));
    expect(payment?.status).toBe("refund_pending");
    expect(stripe().givenBack.filter((g) => g.reference === payment?.providerReference)).toEqual(
      [],
    );

    await reconcileStrandedOrders(db(), new Date(Date.now() + 6 * MINUTE));
    await reconcileStrandedOrders(db(), new Date(Date.now() + 60 * MINUTE));
    const { partnerOrderView } = await import("@/lib/orders/production");
    expect((await partnerOrderView(db(), bag.order.number!)).refund).toEqual({
      status: "refunded",
      amount: bag.total,
    });
    expect(stripe().givenBack.filter((g) => g.reference === payment?.providerReference)).toEqual([
      expect.objectContaining({ amount: bag.total }),
    ]);
  });

  it("answers a replay with the same Idempotency-Key as the first time, and refunds once", async () => {
    const { cancelOrder } = await import("@/lib/orders/production");
    const { requestHash } = await import("@/lib/partners/idempotency");
    const bag = await paidMask();
    const care = await careToken();
    const request = {
      number: bag.order.number!,
      reason: "Asked twice.",
      partnerId: care.id,
      idempotency: { partnerId: care.id, key: "cancel-1", requestHash: requestHash("c", "same") },
    };
    const first = await cancelOrder(db(), request);
    const again = await cancelOrder(db(), request);
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ view: first.view, replayed: true });
    const refunds = stripe().givenBack.filter((g) => g.amount === bag.total);
    expect(refunds.length).toBe(new Set(refunds.map((g) => g.reference)).size);

    await expect(
      cancelOrder(db(), {
        ...request,
        idempotency: { ...request.idempotency, requestHash: requestHash("c", "other") },
      }),
    ).rejects.toMatchObject({ kind: "invalid", code: "idempotency_key_reused" });
    // Without the key, a second cancel is a conflict: the order is cancelled already.
    await expect(cancelOrder(db(), { ...request, idempotency: null })).rejects.toMatchObject({
      kind: "conflict",
      code: "order_not_cancellable",
    });
  });

  it("is refused once the atelier started cutting; the order and its money stay", async () => {
    const { cancelOrder, reportStage } = await import("@/lib/orders/production");
    const { createPartnerToken } = await import("@/lib/partners/tokens");
    const bag = await paidMask();
    const atelier = await createPartnerToken(db(), {
      name: "Atelier",
      scopes: ["stages"],
      createdBy: "test",
    });
    await reportStage(db(), {
      number: bag.order.number!,
      stage: "quality_check",
      partnerId: atelier.id,
      idempotency: null,
    });
    const care = await careToken();
    await expect(
      cancelOrder(db(), {
        number: bag.order.number!,
        reason: "Too late",
        partnerId: care.id,
        idempotency: null,
      }),
    ).rejects.toMatchObject({ kind: "conflict", code: "order_in_production" });
    expect((await orderRow(bag.order.id))?.status).toBe("paid");
    expect(await stockOf(bag.productId)).toBe((bag.stockBefore ?? 0) - 1);
  });
});

describe("guest tracking", () => {
  it("finds the order by number and e-mail, and answers a wrong half the same way", async () => {
    const { answerTrackForm, trackedOrder, TRACK_MESSAGES, trackFormMessage } =
      await import("@/lib/orders/tracking");
    const bag = await paidMask();
    const number = bag.order.number!;
    const client = { store: "web" as const, ip: "203.0.113.7" };

    const wrongEmail = await answerTrackForm(
      { number, email: "someone@example.com" },
      client,
      db(),
    );
    const wrongNumber = await answerTrackForm(
      { number: "AA-22222222", email: bag.email },
      client,
      db(),
    );
    expect(wrongEmail).toEqual({
      location: `/orders/track?error=no-match&number=${number}`,
      cookie: null,
    });
    expect(wrongNumber).toEqual({
      location: "/orders/track?error=no-match&number=AA-22222222",
      cookie: null,
    });
    expect(trackFormMessage("no-match")).toBe(TRACK_MESSAGES.noMatch);

    const found = await answerTrackForm(
      { number: number.toLowerCase(), email: bag.email.toUpperCase() },
      client,
      db(),
    );
    expect(found.location).toBe("/orders/track");
    expect(typeof found.cookie).toBe("string");
    const tracked = await trackedOrder(db(), "web", found.cookie as string);
    expect(tracked).toMatchObject({ number, items: [{ label: expect.any(String), quantity: 1 }] });
    expect(JSON.stringify(tracked)).not.toMatch(/Crosby|\$|"price"|"total"/);
    // The cookie is this store's only.
    expect(await trackedOrder(db(), "good-hearts-web", found.cookie as string)).toBeNull();
  });

  it("stops a client guessing e-mails for a number after five tries", async () => {
    const { answerTrackForm } = await import("@/lib/orders/tracking");
    const bag = await paidMask();
    const number = bag.order.number!;
    const client = { store: "web" as const, ip: "198.51.100.9" };
    const answers = [];
    for (let i = 0; i < 6; i++) {
      answers.push(
        (await answerTrackForm({ number, email: `guess${i}@example.com` }, client, db())).location,
      );
    }
    expect(answers.slice(0, 5).every((a) => a.includes("error=no-match"))).toBe(true);
    expect(answers[5]).toContain("error=wait");
    // Even the right pair waits now, from this client: a locked guesser learns nothing.
    const right = await answerTrackForm({ number, email: bag.email }, client, db());
    expect(right.location).toContain("error=wait");
  });

  it("holds the guesser's whole IPv6 /64, not only its single address", async () => {
    const { answerTrackForm } = await import("@/lib/orders/tracking");
    const bag = await paidMask();
    const number = bag.order.number!;
    const from = (ip: string) => ({ store: "web" as const, ip });
    for (let i = 1; i <= 5; i++) {
      await answerTrackForm(
        { number, email: `guess${i}@example.com` },
        from(`2001:db8:7:1::${i}`),
        db(),
      );
    }
    const sixth = await answerTrackForm(
      { number, email: "guess6@example.com" },
      from("2001:db8:7:1:ffff::6"),
      db(),
    );
    expect(sixth.location).toContain("error=wait");
    // Another /64 is another client.
    const owner = await answerTrackForm(
      { number, email: bag.email },
      from("2001:db8:7:2::1"),
      db(),
    );
    expect(owner.location).toBe("/orders/track");
  });

  it("lets the owner in after 50 wrong pairs for the order from other addresses", async () => {
    const { answerTrackForm, trackedOrder } = await import("@/lib/orders/tracking");
    const bag = await paidMask();
    const number = bag.order.number!;
    for (let i = 0; i < 50; i++) {
      const ip = `192.0.2.${i + 1}`;
      const wrong = await answerTrackForm(
        { number, email: `stranger${i}@example.com` },
        { store: "web", ip },
        db(),
      );
      expect(wrong.location).toContain("error=no-match");
    }
    const owner = await answerTrackForm(
      { number, email: bag.email },
      { store: "web", ip: "198.51.100.200" },
      db(),
    );
    expect(owner.location).toBe("/orders/track");
    expect(await trackedOrder(db(), "web", owner.cookie as string)).toMatchObject({ number });
  });

  it("ends a copied cookie with forget, and when its grant runs out", async () => {
    const { answerTrackForm, trackedOrder, purgeExpiredTrackingGrants } =
      await import("@/lib/orders/tracking");
    const bag = await paidMask();
    const number = bag.order.number!;
    const client = { store: "web" as const, ip: "198.51.100.77" };
    const found = await answerTrackForm({ number, email: bag.email }, client, db());
    const copy = found.cookie as string;
    expect(await trackedOrder(db(), "web", copy)).toMatchObject({ number });

    // A cookie of another store names no grant here, and forgets nothing.
    expect(
      await answerTrackForm(
        { intent: "forget" },
        { ...client, store: "good-hearts-web", cookie: copy },
        db(),
      ),
    ).toEqual({ location: "/orders/track", cookie: "clear" });
    expect(await trackedOrder(db(), "web", copy)).toMatchObject({ number });

    const forget = await answerTrackForm({ intent: "forget" }, { ...client, cookie: copy }, db());
    expect(forget).toEqual({ location: "/orders/track", cookie: "clear" });
    expect(await trackedOrder(db(), "web", copy)).toBeNull();

    // Tracking another order in the same browser ends the first one's grant.
    const again = await answerTrackForm({ number, email: bag.email }, client, db());
    const other = await paidMask();
    const second = await answerTrackForm(
      { number: other.order.number!, email: other.email },
      { ...client, cookie: again.cookie as string },
      db(),
    );
    expect(second.location).toBe("/orders/track");
    expect(await trackedOrder(db(), "web", again.cookie as string)).toBeNull();
    expect(await trackedOrder(db(), "web", second.cookie as string)).toMatchObject({
      number: other.order.number,
    });

    // Past its end the grant is refused, and the timer's purge deletes it (and only it).
    const grants = schema.orderTrackingGrants;
    await db()
      .update(grants)
      .set({ expiresAt: new Date(Date.now() - MINUTE) })
      .where(eq(grants.orderId, other.order.id));
    expect(await trackedOrder(db(), "web", second.cookie as string)).toBeNull();
    const before = await db().select().from(grants);
    expect(await purgeExpiredTrackingGrants(db())).toBe(1);
    const after = await db().select().from(grants);
    expect(after).toHaveLength(before.length - 1);
    expect(after.some((g) => g.orderId === other.order.id)).toBe(false);
  });
});
