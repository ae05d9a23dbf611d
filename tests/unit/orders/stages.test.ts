import { stageReportSchema } from "@/lib/api/operations/partners";
import {
  orderNumberSchema,
  refuseCancel,
  refuseMove,
  REPORTED_STAGES,
  trackingNumberSchema,
  trackingUrl,
  type ProductionState,
} from "@/lib/orders/stages";

const placed = new Date("2026-03-02T15:00:00Z");
const now = new Date("2026-03-10T15:00:00Z");
const state = (over: Partial<ProductionState> = {}): ProductionState => ({
  status: "paid",
  stage: "received",
  stageAt: placed,
  madeToOrder: true,
  ...over,
});
const move = (to: Parameters<typeof refuseMove>[1]["to"], at = now) => ({ to, at });

describe("the production stages (issue 26)", () => {
  it("move a made-to-order bag forward one stage at a time, from received to delivered", () => {
    const path = REPORTED_STAGES;
    let current = state();
    for (const to of path) {
      expect(refuseMove(current, move(to), now)).toBeNull();
      current = { ...current, stage: to };
    }
    expect(current.stage).toBe("delivered");
  });

  it("never move backwards nor repeat a stage (409 stage_not_forward)", () => {
    expect(refuseMove(state({ stage: "stitching" }), move("cutting"), now)).toMatchObject({
      kind: "conflict",
      code: "stage_not_forward",
    });
    expect(refuseMove(state({ stage: "shipped" }), move("shipped"), now)).toMatchObject({
      code: "stage_not_forward",
    });
    expect(refuseMove(state({ stage: "delivered" }), move("quality_check"), now)).toMatchObject({
      code: "stage_not_forward",
    });
  });

  it("never pass over a step of a made-to-order bag", () => {
    expect(refuseMove(state(), move("stitching"), now)).toMatchObject({
      kind: "conflict",
      code: "stage_skipped",
      message: expect.stringContaining("Cutting"),
    });
    expect(refuseMove(state({ stage: "cutting" }), move("quality_check"), now)).toMatchObject({
      code: "stage_skipped",
      message: expect.stringContaining("Stitching"),
    });
  });

  it("let ready-to-wear pieces pass over the atelier, never the quality check or the shipment", () => {
    const ready = state({ madeToOrder: false });
    expect(refuseMove(ready, move("quality_check"), now)).toBeNull();
    expect(refuseMove(ready, move("finishing"), now)).toBeNull();
    expect(refuseMove(ready, move("shipped"), now)).toMatchObject({
      code: "stage_skipped",
      message: expect.stringContaining("Quality check"),
    });
    expect(
      refuseMove(state({ madeToOrder: false, stage: "quality_check" }), move("delivered"), now),
    ).toMatchObject({ code: "stage_skipped", message: expect.stringContaining("Shipped") });
  });

  it("have no stages for an order that is not placed (cancelled, refunded, a cart)", () => {
    for (const status of ["cancelled", "refunded", "cart", "pending_payment"]) {
      expect(refuseMove(state({ status }), move("cutting"), now)).toMatchObject({
        kind: "conflict",
        code: "order_not_in_production",
      });
    }
    expect(refuseMove(state({ status: "placed" }), move("cutting"), now)).toBeNull();
  });

  it("take the stage's date: never in the future, never before the current stage's", () => {
    const later = new Date(now.getTime() + 60 * 60_000);
    expect(refuseMove(state(), move("cutting", later), now)).toMatchObject({
      kind: "invalid",
      code: "stage_date_in_future",
    });
    const before = new Date(placed.getTime() - 60_000);
    expect(refuseMove(state(), move("cutting", before), now)).toMatchObject({
      kind: "conflict",
      code: "stage_date_out_of_order",
    });
    // Reported the day after, on the day it happened: fine.
    expect(refuseMove(state(), move("cutting", new Date("2026-03-09T09:00:00Z")), now)).toBeNull();
  });
});

describe("cancelling before cutting", () => {
  it("is possible while the order is received, placed or paid", () => {
    expect(refuseCancel({ status: "paid", stage: "received" })).toBeNull();
    expect(refuseCancel({ status: "placed", stage: "received" })).toBeNull();
  });

  it("is refused once cutting began, and for an order already cancelled or refunded", () => {
    for (const stage of ["cutting", "finishing", "shipped"] as const) {
      expect(refuseCancel({ status: "paid", stage })).toMatchObject({
        kind: "conflict",
        code: "order_in_production",
      });
    }
    expect(refuseCancel({ status: "cancelled", stage: "received" })).toMatchObject({
      code: "order_not_cancellable",
    });
    expect(refuseCancel({ status: "refunded", stage: "received" })).toMatchObject({
      code: "order_not_cancellable",
    });
  });
});

describe("what partners and guests type", () => {
  it("reads an order number with or without its prefix, dash or case", () => {
    for (const typed of ["AA-7K3M9Q2P", "aa-7k3m9q2p", "AA7K3M9Q2P", " 7k3m 9q2p "]) {
      expect(orderNumberSchema.parse(typed)).toBe("AA-7K3M9Q2P");
    }
    // 0, O, 1, I and L are never in an order number.
    for (const typed of ["AA-7K3M9Q2O", "AA-7K3M9Q2", "AA-7K3M9Q2PX", ""]) {
      expect(orderNumberSchema.safeParse(typed).success).toBe(false);
    }
  });

  it("reads a tracking number as carriers print it, and links to the carrier's own page", () => {
    expect(trackingNumberSchema.parse("1z 999-aa1 0123456784")).toBe("1Z999AA10123456784");
    expect(trackingNumberSchema.safeParse("12345").success).toBe(false);
    expect(trackingNumberSchema.safeParse("1Z999<script>").success).toBe(false);
    expect(trackingUrl("ups", "1Z999AA10123456784")).toBe(
      "https://www.ups.com/track?tracknum=1Z999AA10123456784",
    );
  });

  it("asks a shipment, and only a shipment, for its carrier and tracking number", () => {
    expect(stageReportSchema.safeParse({ stage: "shipped", carrier: "ups" }).success).toBe(false);
    expect(
      stageReportSchema.safeParse({
        stage: "shipped",
        carrier: "ups",
        tracking_number: "1Z999AA10123456784",
      }).success,
    ).toBe(true);
    expect(
      stageReportSchema.safeParse({
        stage: "cutting",
        carrier: "ups",
        tracking_number: "1Z999AA10123456784",
      }).success,
    ).toBe(false);
    expect(
      stageReportSchema.safeParse({
        stage: "shipped",
        carrier: "pigeon",
        tracking_number: "1Z999AA10123456784",
      }).success,
    ).toBe(false);
    expect(stageReportSchema.safeParse({ stage: "received" }).success).toBe(false);
  });
});
