import {
  EU_WITHDRAWAL_DAYS,
  lineEligibility,
  pieceKind,
  returnNumberSchema,
  windowDays,
  type ReturnContext,
} from "../../lib/orders/return-rules";
import { returnPolicy } from "../../lib/retail/returns";

const DAY = 24 * 60 * 60 * 1000;
const delivered = new Date("2026-11-01T15:00:00Z");
const web = (over: Partial<ReturnContext> = {}): ReturnContext => ({
  policy: returnPolicy("web"),
  deliveredAt: delivered,
  shippingCountry: "US",
  distanceSale: true,
  ...over,
});

describe("issue 38: which pieces come back, until when", () => {
  it("names made-to-order, gift cards and the stock kinds", () => {
    expect(pieceKind({ itemType: "configured_product", category: null, stocked: false })).toBe(
      "made_to_order",
    );
    expect(pieceKind({ itemType: "product", category: "collection", stocked: false })).toBe(
      "made_to_order",
    );
    expect(pieceKind({ itemType: "gift_code", category: null, stocked: false })).toBe("gift_card");
    expect(pieceKind({ itemType: "product", category: "sample-sale", stocked: true })).toBe(
      "sample_sale",
    );
    expect(pieceKind({ itemType: "product", category: "limited-edition", stocked: true })).toBe(
      "limited_edition",
    );
    expect(pieceKind({ itemType: "product", category: "collection", stocked: true })).toBe(
      "ready_to_wear",
    );
  });

  it("closes the store's 30-day window at its end, to the millisecond", () => {
    const end = new Date(delivered.getTime() + 30 * DAY);
    expect(lineEligibility("ready_to_wear", web(), end)).toEqual({ returnable: true, until: end });
    expect(lineEligibility("ready_to_wear", web(), new Date(end.getTime() + 1))).toMatchObject({
      returnable: false,
      code: "return_window_closed",
    });
  });

  it("never takes back a made-to-order piece, even within the EU's 14 days", () => {
    const eu = web({ shippingCountry: "FR" });
    expect(lineEligibility("made_to_order", eu, delivered)).toMatchObject({
      code: "piece_made_to_order",
    });
    expect(windowDays("made_to_order", eu)).toBe(0);
  });

  it("holds sample-sale pieces final where the store says, except the EU's 14-day withdrawal", () => {
    expect(windowDays("sample_sale", web())).toBe(0);
    expect(lineEligibility("sample_sale", web(), delivered)).toMatchObject({
      code: "piece_final_sale",
    });
    expect(windowDays("sample_sale", web({ shippingCountry: "de" }))).toBe(EU_WITHDRAWAL_DAYS);
    // Over a department store's counter the sale was not at a distance; that store takes them back.
    expect(
      windowDays(
        "sample_sale",
        web({ policy: returnPolicy("dept-manhattan"), distanceSale: false }),
      ),
    ).toBe(30);
    expect(windowDays("sample_sale", web({ shippingCountry: "DE", distanceSale: false }))).toBe(0);
  });

  it("waits for the delivery", () => {
    expect(lineEligibility("limited_edition", web({ deliveredAt: null }), delivered)).toMatchObject(
      {
        code: "order_not_delivered",
      },
    );
  });

  it("reads a return number in any case, with or without its dash", () => {
    expect(returnNumberSchema.parse("ra7k3m9q2p")).toBe("RA-7K3M9Q2P");
    expect(returnNumberSchema.safeParse("AA-7K3M9Q2P").success).toBe(false);
  });
});
