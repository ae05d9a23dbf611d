/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen } from "@testing-library/react";
import { OrderTimeline } from "@/components/orders/order-timeline";
import { deliveryDate } from "@/lib/calendar/delivery-date";
import { progressOf } from "@/lib/orders/delivery-progress";
import { orderTimeline, type StageEvent } from "@/lib/orders/timeline";

jest.mock("server-only", () => ({}));

const placedAt = new Date("2026-03-02T15:00:00Z");
const at = (day: number) => new Date(`2026-03-${String(day).padStart(2, "0")}T15:00:00Z`);
const event = (stage: StageEvent["stage"], day: number): StageEvent => ({
  stage,
  occurredAt: at(day),
  carrier: null,
  trackingNumber: null,
});

describe("the promised and expected dates on the timeline (issue 26)", () => {
  const stitching = orderTimeline({
    status: "paid",
    stage: "stitching",
    placedAt,
    events: [event("cutting", 4), event("stitching", 6)],
  });

  it("shows both dates, and says nothing more while the order keeps its promise", () => {
    render(
      <OrderTimeline
        timeline={{
          ...stitching,
          delivery: { promised: deliveryDate("2026-03-20"), expected: deliveryDate("2026-03-20") },
        }}
      />,
    );
    expect(screen.getByText("Promised by").nextSibling).toHaveTextContent("Fri 20 Mar");
    expect(screen.getByTestId("timeline-expected")).toHaveTextContent("Fri 20 Mar");
    expect(screen.queryByTestId("timeline-late")).toBeNull();
  });

  it("says plainly when the order is now expected after its promise", () => {
    render(
      <OrderTimeline
        timeline={{
          ...stitching,
          delivery: { promised: deliveryDate("2026-03-20"), expected: deliveryDate("2026-03-24") },
        }}
      />,
    );
    expect(screen.getByTestId("timeline-late")).toHaveTextContent("later than we promised");
  });

  it("shows no dates once the order is delivered", () => {
    const delivered = orderTimeline({
      status: "paid",
      stage: "delivered",
      placedAt,
      events: [event("quality_check", 9), event("shipped", 10), event("delivered", 12)],
    });
    render(
      <OrderTimeline
        timeline={{
          ...delivered,
          delivery: { promised: deliveryDate("2026-03-20"), expected: deliveryDate("2026-03-12") },
        }}
      />,
    );
    expect(screen.queryByTestId("timeline-delivery")).toBeNull();
  });
});

describe("what the atelier's report means for the expected date", () => {
  it("times the studio's work from the day cutting began, whatever step it is on", () => {
    const events = [event("cutting", 4), event("stitching", 6), event("finishing", 9)];
    expect(progressOf({ status: "paid", productionStage: "finishing" }, events)).toEqual({
      stage: "in_atelier",
      since: at(4),
    });
  });

  it("times a later stage from its own day, and a cancelled order has none", () => {
    const events = [event("quality_check", 9), event("shipped", 10)];
    expect(progressOf({ status: "paid", productionStage: "shipped" }, events)).toEqual({
      stage: "shipped",
      since: at(10),
    });
    expect(progressOf({ status: "cancelled", productionStage: "received" }, [])).toEqual({
      stage: "cancelled",
    });
  });

  it("reads an order moved on without its history as received", () => {
    expect(progressOf({ status: "paid", productionStage: "stitching" }, [])).toEqual({
      stage: "received",
    });
  });
});
