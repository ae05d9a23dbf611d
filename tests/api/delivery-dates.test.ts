import { encodeState, initialState, reduce } from "@/lib/configurator";
import { addWorkingDays, formatDeliveryDate } from "@/lib/calendar/days";
import { seedId } from "@/scripts/seed/ids";
import { plainDesign, readProduct, saveTote, tote } from "./support/designs";
import { Client } from "./support/http";

const API = "/api/external";
type DateAnswer = { date: string; label: string } | null;
type Envelope<T> = { status: string; content: T };
type Failure = { status: string; message: string; errors: Record<string, string[]> };
type ProductDate = { product_id: string; kind: string; delivered_by: DateAnswer };

const dateUrl = (productId: string, design?: string) =>
  `${API}/public/delivery-date?product_id=${productId}` +
  (design === undefined ? "" : `&design=${encodeURIComponent(design)}`);

async function dateOf(productId: string, design?: string): Promise<ProductDate> {
  const reply = await new Client().get(dateUrl(productId, design));
  expect(reply.status).toBe(200);
  return reply.json<Envelope<ProductDate>>().content;
}

/** The tote with a croc-embossed body: the slower material adds two working days. */
function crocDesign(): string {
  const body = tote.components.find((c) => c.key === "body");
  const croc = body?.variants.find((v) => v.material_color.material.name === "croc-embossed-calf");
  if (!body || !croc) throw new Error("the tote lost its croc body");
  return encodeState(
    reduce(tote, initialState(tote), {
      type: "choose-variant",
      componentId: body.id,
      variantId: croc.id,
    }),
  );
}

describe("GET /public/delivery-date", () => {
  it("dates a design, and a slower material moves the date by its extra days", async () => {
    const plain = await dateOf(tote.id, plainDesign);
    expect(plain.kind).toBe("made_to_order");
    expect(plain.delivered_by).not.toBeNull();
    const { date, label } = plain.delivered_by!;
    expect(label).toBe(formatDeliveryDate(date));
    expect(label).toMatch(/^(Mon|Tue|Wed|Thu|Fri) \d{1,2} [A-Z][a-z]{2}$/);
    const croc = await dateOf(tote.id, crocDesign());
    expect(croc.delivered_by?.date).toBe(addWorkingDays(date, 2));
  });

  it("dates the starting look when no design is sent", async () => {
    const start = await dateOf(tote.id);
    expect(start.delivered_by?.date).toBe((await dateOf(tote.id, plainDesign)).delivered_by?.date);
  });

  it("gives a ready-to-wear piece a shipping date and a gift card none", async () => {
    const piece = await dateOf(seedId("product", "sample-sale-backpack-olive"));
    expect(piece.kind).toBe("ready_to_wear");
    expect(piece.delivered_by?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const giftCard = readProduct("e-gift-card");
    expect(await dateOf(giftCard.id)).toEqual({
      product_id: giftCard.id,
      kind: "gift_card",
      delivered_by: null,
    });
  });

  it.each([
    ["a product id that is no id", "not-a-uuid", undefined, "product_id"],
    ["an unknown product", "00000000-0000-4000-8000-000000000000", undefined, "product_id"],
    [
      "a design naming another bag's choices",
      tote.id,
      "2.v00000000-0000-4000-8000-000000000000",
      "design",
    ],
    ["a design that cannot be read", tote.id, "9.zz", "design"],
  ])("refuses %s with a 422 naming the field", async (_label, productId, design, field) => {
    const reply = await new Client().get(dateUrl(productId, design));
    expect(reply.status).toBe(422);
    const body = reply.json<Failure>();
    expect(body.message).toMatch(/\w/);
    expect(body.errors[field]?.[0]).toMatch(/\w/);
  });
});

describe("GET /cart-delivery-dates/{id}", () => {
  it("dates each line of the shopper's bag and the order, and nobody else's", async () => {
    const shopper = new Client();
    const designId = await saveTote(shopper, plainDesign);
    const created = await shopper.send("POST", `${API}/orders`, {
      orderable_type: "configured_product",
      orderable_id: designId,
    });
    expect(created.status).toBe(200);
    const cart =
      created.json<Envelope<{ id: string; configured_products: { pivot: { id: string } }[] }>>()
        .content;
    const reply = await shopper.get(`${API}/cart-delivery-dates/${cart.id}`);
    expect(reply.status).toBe(200);
    const dates = reply.json<
      Envelope<{
        delivered_by: DateAnswer;
        lines: { id: string; kind: string; delivered_by: DateAnswer }[];
      }>
    >().content;
    const expected = (await dateOf(tote.id, plainDesign)).delivered_by;
    expect(dates.lines).toEqual([
      { id: cart.configured_products[0]!.pivot.id, kind: "made_to_order", delivered_by: expected },
    ]);
    expect(dates.delivered_by).toEqual(expected);

    const stranger = await new Client().get(`${API}/cart-delivery-dates/${cart.id}`);
    expect(stranger.status).toBe(404);
  });
});

describe("the 21-day claim on prerendered pages", () => {
  it("is made while the slowest design arrives in time (the test atelier's queue is short)", async () => {
    const home = await new Client().get("/");
    expect(home.status).toBe(200);
    expect(home.text).toMatch(/Made to order and delivered in under 21 days/);
  });
});
