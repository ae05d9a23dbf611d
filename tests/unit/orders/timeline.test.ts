import { orderTimeline, type StageEvent } from "@/lib/orders/timeline";

const placedAt = new Date("2026-03-02T15:00:00Z");
const at = (day: number) => new Date(`2026-03-${String(day).padStart(2, "0")}T15:00:00Z`);
const event = (stage: StageEvent["stage"], day: number, extra: Partial<StageEvent> = {}) => ({
  stage,
  occurredAt: at(day),
  carrier: null,
  trackingNumber: null,
  ...extra,
});
const states = (timeline: ReturnType<typeof orderTimeline>) =>
  timeline.steps.map((s) => [s.key, s.state, s.at?.slice(0, 10) ?? null]);

describe("the client's timeline (issue 26)", () => {
  it("shows five stages, the received one current with the placing date", () => {
    const timeline = orderTimeline({ status: "paid", stage: "received", placedAt, events: [] });
    expect(states(timeline)).toEqual([
      ["received", "current", "2026-03-02"],
      ["atelier", "upcoming", null],
      ["quality_check", "upcoming", null],
      ["shipped", "upcoming", null],
      ["delivered", "upcoming", null],
    ]);
    expect(timeline.shipment).toBeNull();
  });

  it("marks the atelier current while it stitches, with each step's date", () => {
    const timeline = orderTimeline({
      status: "paid",
      stage: "stitching",
      placedAt,
      events: [event("cutting", 3), event("stitching", 5)],
    });
    const atelier = timeline.steps[1];
    expect(atelier).toMatchObject({ key: "atelier", state: "current", at: at(3).toISOString() });
    expect(atelier?.steps?.map((s) => [s.key, s.state])).toEqual([
      ["cutting", "done"],
      ["stitching", "current"],
      ["finishing", "upcoming"],
    ]);
    expect(timeline.steps[0]?.state).toBe("done");
  });

  it("shows the carrier, tracking number and link once shipped, and delivered as the last stage", () => {
    const events = [
      event("cutting", 3),
      event("stitching", 5),
      event("finishing", 7),
      event("quality_check", 8),
      event("shipped", 9, { carrier: "fedex", trackingNumber: "612345678901" }),
      event("delivered", 11),
    ];
    const timeline = orderTimeline({ status: "paid", stage: "delivered", placedAt, events });
    expect(states(timeline).map(([key, state]) => [key, state])).toEqual([
      ["received", "done"],
      ["atelier", "done"],
      ["quality_check", "done"],
      ["shipped", "done"],
      ["delivered", "current"],
    ]);
    expect(timeline.shipment).toEqual({
      carrier: "FedEx",
      trackingNumber: "612345678901",
      url: "https://www.fedex.com/fedextrack/?trknbr=612345678901",
    });
  });

  it("shows the atelier as not needed for a ready-made piece that went straight to the check", () => {
    const timeline = orderTimeline({
      status: "paid",
      stage: "quality_check",
      placedAt,
      events: [event("quality_check", 4)],
    });
    expect(timeline.steps[1]).toMatchObject({ key: "atelier", state: "skipped", at: null });
    expect(timeline.steps[2]).toMatchObject({ state: "current", at: at(4).toISOString() });
  });

  it("ends with the cancellation for a cancelled order", () => {
    const timeline = orderTimeline({
      status: "cancelled",
      stage: "received",
      placedAt,
      events: [event("cancelled", 3)],
    });
    expect(timeline.cancelled).toBe(true);
    expect(states(timeline)).toEqual([
      ["received", "done", "2026-03-02"],
      ["cancelled", "current", "2026-03-03"],
    ]);
  });
});
