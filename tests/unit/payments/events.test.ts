import type { Database } from "@/lib/db/open";
import type { PaymentEvent } from "@/lib/payments/types";

process.env.PGLITE_DIR = "memory://";

let database: Database;
let events: typeof import("@/lib/payments/events");

beforeAll(async () => {
  const { openDatabase } = await import("@/lib/db/open");
  database = await openDatabase();
  await database.migrate();
  events = await import("@/lib/payments/events");
});

afterAll(async () => {
  await database?.close();
});

const event = (eventId: string, provider: PaymentEvent["provider"] = "stripe"): PaymentEvent => ({
  provider,
  eventId,
  type: "payment.succeeded",
  reference: "pi_1",
  orderId: null,
  amount: 100,
  currency: "USD",
  occurredAt: new Date(),
});

describe("webhook events are processed once", () => {
  it("runs the handler for a new event and skips a redelivery", async () => {
    const handler = jest.fn(async () => undefined);
    expect(await events.processPaymentEventOnce(database.db, event("evt_a"), handler)).toBe(
      "processed",
    );
    expect(await events.processPaymentEventOnce(database.db, event("evt_a"), handler)).toBe(
      "duplicate",
    );
    expect(handler).toHaveBeenCalledTimes(1);
    expect(await events.recordedEventCount(database.db, event("evt_a"))).toBe(1);
  });

  it("handles two simultaneous deliveries of one event once", async () => {
    const handler = jest.fn(async () => undefined);
    const outcomes = await Promise.all([
      events.processPaymentEventOnce(database.db, event("evt_b"), handler),
      events.processPaymentEventOnce(database.db, event("evt_b"), handler),
    ]);
    expect(outcomes.sort()).toEqual(["duplicate", "processed"]);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it("keeps providers apart although event_id is unique on its own", async () => {
    const handler = jest.fn(async () => undefined);
    await events.processPaymentEventOnce(database.db, event("same-id", "stripe"), handler);
    expect(
      await events.processPaymentEventOnce(database.db, event("same-id", "paypal"), handler),
    ).toBe("processed");
  });

  it("does not record an event whose handler failed, so the retry is processed", async () => {
    const failing = jest.fn(async () => {
      throw new Error("orders are down");
    });
    await expect(
      events.processPaymentEventOnce(database.db, event("evt_c"), failing),
    ).rejects.toThrow("orders are down");
    expect(await events.recordedEventCount(database.db, event("evt_c"))).toBe(0);
    const working = jest.fn(async () => undefined);
    expect(await events.processPaymentEventOnce(database.db, event("evt_c"), working)).toBe(
      "processed",
    );
  });

  it("refuses to record anything while no handler is registered", async () => {
    events.registerPaymentEventHandler(undefined);
    await expect(
      events.processPaymentEventOnce(database.db, event("evt_d")),
    ).rejects.toBeInstanceOf(events.NoPaymentEventHandler);
    expect(await events.recordedEventCount(database.db, event("evt_d"))).toBe(0);
    const registered = jest.fn(async () => undefined);
    events.registerPaymentEventHandler(registered);
    expect(await events.processPaymentEventOnce(database.db, event("evt_d"))).toBe("processed");
    expect(registered).toHaveBeenCalledWith(
      expect.objectContaining({ eventId: "evt_d" }),
      expect.anything(),
    );
    events.registerPaymentEventHandler(undefined);
  });
});
