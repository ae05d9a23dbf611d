/**
 * @jest-environment node
 */
import { eq } from "drizzle-orm";
import type { CartActor } from "@/lib/cart/service";
import * as schema from "@/lib/db/schema";
import { appDatabaseForFile } from "./support/seeded-db";
import { guestDetails } from "./support/guest-details";
import { seededCityTote } from "./support/city-tote";

jest.mock("server-only", () => ({}));
jest.mock("next/cache", () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));

const db = appDatabaseForFile("delivery-placement");

/** A guest orders the City Tote in croc-embossed calf, paid with the local test card. */
async function orderCrocTote(session: string) {
  const actor: CartActor = { owner: { customerId: null, sessionId: session }, store: "web" };
  const { createCart, viewCart } = await import("@/lib/cart/service");
  const { registerGuest } = await import("@/lib/checkout/guest-customer");
  const { placeOrder } = await import("@/lib/checkout/place-order");
  const { createCardToken } = await import("@/lib/payments/local/card-tokens");
  const { designInput } = await import("@/lib/configured-products/service");
  const { createConfigured } = await import("@/lib/configured-products/repository");
  const { encodeState, initialState, reduce } = await import("@/lib/configurator");
  const tote = await seededCityTote(db());
  const body = tote.components.find((c) => c.key === "body");
  const foil = tote.components.find((c) => c.key === "foil-monogram");
  const croc = body?.variants.find((v) => v.material_color.material.name === "croc-embossed-calf");
  if (!body || !foil || !croc) throw new Error("the city tote lost its croc body or monogram");
  let state = reduce(tote, initialState(tote), {
    type: "answer-optional",
    componentId: foil.id,
    value: false,
  });
  state = reduce(tote, state, { type: "choose-variant", componentId: body.id, variantId: croc.id });
  const design = await createConfigured(
    db(),
    actor.owner,
    await designInput(db(), "web", {
      data: encodeState(state),
      product_id: tote.id,
      customization_stage_id: 0,
      customizer_version: "2",
    }),
  );
  const cart = await createCart(db(), actor, { kind: "configured_product", id: design.row.id });
  await registerGuest(db(), actor, cart.id, guestDetails(`${session}@example.com`));
  const view = await viewCart(db(), actor, cart.id);
  const { token } = createCardToken({
    number: "4242424242424242",
    exp_month: 12,
    exp_year: new Date().getFullYear() + 2,
    cvc: "123",
  });
  const { findLoadedCart } = await import("@/lib/cart/load");
  const loaded = await findLoadedCart(db(), cart.id, actor.owner, "web");
  if (!loaded) throw new Error("the cart vanished");
  const placed = await placeOrder(db(), actor, {
    orderId: cart.id,
    total: view.cart.total,
    payment: { method: "card", token },
  });
  return { placed, loaded };
}

describe("placing an order", () => {
  it("stores the date computed from its design and the queue ahead of it", async () => {
    const { orderDeliveryOn } = await import("@/lib/delivery/order-dates");
    const { openPlacements, readAtelierSettings } = await import("@/lib/delivery/queue");
    const { bookQueue, leadDaysOf } = await import("@/lib/delivery/promise");
    const { decodeState } = await import("@/lib/configurator");
    const { designOf } = await import("@/lib/configured-products/stored-design");
    const { placed, loaded } = await orderCrocTote("promise-first");
    const row = placed.order;
    expect(row.placedAt).not.toBeNull();
    const line = loaded.lines[0];
    if (line?.kind !== "configured_product") throw new Error("expected the tote");
    // The croc body adds its two days to the tote's six.
    expect(
      leadDaysOf(line.product, decodeState(line.product, designOf(line.configured.data))),
    ).toBe(8);
    const settings = await readAtelierSettings(db());
    const queue = bookQueue(
      await openPlacements(db(), row.placedAt!, row.id),
      settings.dailyCapacity,
    );
    expect(row.promisedDeliveryOn).toBe(
      orderDeliveryOn(loaded, { settings, queue }, row.placedAt!),
    );
    expect(row.promisedDeliveryOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("reads the queue as the bags placed per hour, whatever the orders", async () => {
    const { openPlacements } = await import("@/lib/delivery/queue");
    const { atelierClock } = await import("@/lib/calendar/days");
    const placedAt = ["2030-01-15T10:05:00Z", "2030-01-15T10:40:00Z", "2030-01-15T12:00:00Z"];
    for (const [i, at] of placedAt.entries()) {
      const { placed } = await orderCrocTote(`promise-hours-${i}`);
      await db()
        .update(schema.orders)
        .set({ placedAt: new Date(at) })
        .where(eq(schema.orders.id, placed.order.id));
    }
    // Years after every other order of this file: the queue holds these three alone.
    const queue = await openPlacements(db(), new Date("2030-01-16T00:00:00Z"));
    const byClock = (a: { clock: { minutes: number } }, b: { clock: { minutes: number } }) =>
      a.clock.minutes - b.clock.minutes;
    expect([...queue].sort(byClock)).toEqual([
      { clock: atelierClock(new Date("2030-01-15T10:00:00Z")), units: 2 },
      { clock: atelierClock(new Date("2030-01-15T12:00:00Z")), units: 1 },
    ]);
  });

  it("puts the next order behind it once the day's places are taken", async () => {
    // One bag a day: the second order starts a working day after the first.
    await db().update(schema.atelierSettings).set({ dailyCapacity: 1 });
    const { addWorkingDays } = await import("@/lib/calendar/days");
    const first = (await orderCrocTote("promise-second-a")).placed.order;
    const second = (await orderCrocTote("promise-second-b")).placed.order;
    expect(second.promisedDeliveryOn).not.toBeNull();
    expect(second.promisedDeliveryOn! > first.promisedDeliveryOn!).toBe(true);
    expect(second.promisedDeliveryOn).toBe(addWorkingDays(first.promisedDeliveryOn!, 1));
    await db().update(schema.atelierSettings).set({ dailyCapacity: 12 });
  });

  it("expects cutting on the day its promise was planned from, a day later behind a full day (issue 38)", async () => {
    const { expectedCuttingOfOrder } = await import("@/lib/delivery/placement");
    const { readAtelierSettings } = await import("@/lib/delivery/queue");
    const { addWorkingDays } = await import("@/lib/calendar/days");
    await db().update(schema.atelierSettings).set({ dailyCapacity: 1 });
    const first = (await orderCrocTote("cutting-first")).placed.order;
    const second = (await orderCrocTote("cutting-second")).placed.order;
    const { transitDays } = await readAtelierSettings(db());
    const cutting = await expectedCuttingOfOrder(db(), second, second.placedAt!);
    // The croc tote's eight working days in the studio and the transit follow its cutting.
    expect(addWorkingDays(addWorkingDays(cutting!, 8), transitDays)).toBe(
      second.promisedDeliveryOn,
    );
    expect(cutting).toBe(
      addWorkingDays((await expectedCuttingOfOrder(db(), first, first.placedAt!))!, 1),
    );
    await db().update(schema.atelierSettings).set({ dailyCapacity: 12 });
  });

  it("expects an order on its promise while it runs to plan, and later once it ships late", async () => {
    const { expectedDeliveryOfOrder } = await import("@/lib/delivery/placement");
    const { addWorkingDays, atelierClock, workingDayFrom } = await import("@/lib/calendar/days");
    const { placed } = await orderCrocTote("promise-expected");
    const order = placed.order;
    const placedAt = order.placedAt!;
    expect(await expectedDeliveryOfOrder(db(), order, { stage: "received" }, placedAt)).toBe(
      order.promisedDeliveryOn,
    );
    // Shipped a week after its promise: expected two working days after that (the transit).
    const shipped = new Date(`${order.promisedDeliveryOn!}T16:00:00Z`);
    shipped.setUTCDate(shipped.getUTCDate() + 7);
    const expected = await expectedDeliveryOfOrder(
      db(),
      order,
      { stage: "shipped", since: shipped },
      shipped,
    );
    expect(expected).toBe(addWorkingDays(workingDayFrom(atelierClock(shipped).date), 2));
  });

  it("shows the stored date in the order read and the confirmation mail", async () => {
    const { readCart } = await import("@/lib/cart/service");
    const { confirmationText } = await import("@/lib/checkout/confirmation-mail");
    const { formatDeliveryDate } = await import("@/lib/calendar/days");
    const { placed } = await orderCrocTote("promise-mail");
    const promised = placed.order.promisedDeliveryOn!;
    const view = await readCart(db(), placed.order);
    expect(view.cart.promised_delivery).toEqual({
      date: promised,
      label: formatDeliveryDate(promised),
    });
    expect(confirmationText(placed.order.number!, view)).toContain(
      `Made for you and delivered by ${formatDeliveryDate(promised)}.`,
    );
  });

  it("frees a started order's place in the queue for the next", async () => {
    // One bag a day: an order the studio has begun cutting no longer holds the next day's place.
    await db().update(schema.atelierSettings).set({ dailyCapacity: 1 });
    const { reportStage } = await import("@/lib/orders/production");
    const { createPartnerToken } = await import("@/lib/partners/tokens");
    const atelier = await createPartnerToken(db(), {
      name: "Queue atelier",
      scopes: ["stages"],
      createdBy: "test",
    });
    const first = (await orderCrocTote("promise-started-a")).placed.order;
    await reportStage(db(), {
      number: first.number!,
      stage: "cutting",
      partnerId: atelier.id,
      idempotency: null,
    });
    const next = (await orderCrocTote("promise-started-b")).placed.order;
    expect(next.promisedDeliveryOn).toBe(first.promisedDeliveryOn);
    await db().update(schema.atelierSettings).set({ dailyCapacity: 12 });
  });

  it("gives the timeline the promised date and the date expected from the atelier's report", async () => {
    const { reportStage, timelineOf } = await import("@/lib/orders/production");
    const { createPartnerToken } = await import("@/lib/partners/tokens");
    const { deliveryDate } = await import("@/lib/calendar/delivery-date");
    const { addWorkingDays, atelierClock, workingDayFrom } = await import("@/lib/calendar/days");
    const { placed } = await orderCrocTote("promise-timeline");
    const promised = deliveryDate(placed.order.promisedDeliveryOn!);
    const before = await timelineOf(db(), placed.order);
    expect(before.delivery).toEqual({ promised, expected: promised });
    const atelier = await createPartnerToken(db(), {
      name: "Timeline atelier",
      scopes: ["stages"],
      createdBy: "test",
    });
    // Cutting begins three weeks after the promise: the tote's eight days count from then.
    const cutting = new Date(`${promised.date}T15:00:00Z`);
    cutting.setUTCDate(cutting.getUTCDate() + 21);
    for (const stage of ["cutting", "stitching"] as const) {
      await reportStage(
        db(),
        { number: placed.order.number!, stage, partnerId: atelier.id, idempotency: null },
        cutting,
      );
    }
    const [row] = await db()
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.id, placed.order.id));
    const after = await timelineOf(db(), row!);
    const day = workingDayFrom(atelierClock(cutting).date);
    expect(after.delivery?.promised).toEqual(promised);
    // Eight working days in the studio from the day cutting began, then two in transit.
    expect(after.delivery?.expected).toEqual(deliveryDate(addWorkingDays(day, 8 + 2)));
  });
});
