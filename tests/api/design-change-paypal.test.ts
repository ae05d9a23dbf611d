import { paypalStandIn, type PaypalStandIn } from "../unit/payments/stand-ins/providers";
import { API, type Failure } from "./support/accounts";
import {
  checkoutStarted,
  confirmChange,
  content,
  designChangeOnStandIns,
  designNow,
  quoteChange,
  type Quote,
} from "./support/design-change";
import { monogrammed, plainDesign, saveTote } from "./support/designs";
import type { Client } from "./support/http";

/**
 * Issue 38 over HTTP for an order paid with PayPal (docs/adr/0350): a second server of the test
 * build whose PayPal keys point at a stand-in of PayPal on loopback (tests/unit/payments/
 * stand-ins), so the built server's own PayPal client, adapter and time-outs meet PayPal's
 * shapes without a network. A dearer design's difference is a PayPal order the server creates
 * for the amount it prices, the client approves it (the stand-in approves at once, as the
 * buttons would), and the change is made only once the server read it back and captured it; a
 * change that loses to cutting refunds the capture.
 */

type PaypalOrder = { id: string; amount: number };

let paypal: PaypalStandIn;
const live = designChangeOnStandIns("paypal-change", 27, async () => [
  (paypal = await paypalStandIn()),
]);
const { reportCutting } = live;

/** A guest orders a plain City Tote and pays it with PayPal (the stand-in). */
const orderedWithPaypal = () =>
  live.orderedAndQuoted(
    {
      method: "paypal",
      token: (client, order) => checkoutStarted(client, "paypal/orders", order.id),
    },
    "paypal-change",
  );

const startPaypal = (guest: Client, body: object) =>
  guest.send("POST", `${API}/tracked-order/design-change-paypal-order`, body);

describe("a dearer design paid with PayPal (its stand-in)", () => {
  it("creates the difference's PayPal order for the server's amount, and applies the change once it is captured", async () => {
    const { guest, orderId, change, quote, checkoutToken, body } = await orderedWithPaypal();

    // Another figure than the server's: no PayPal order at all.
    const stale = await startPaypal(guest, { ...body, expected_difference: quote.difference - 1 });
    expect(stale.status).toBe(409);
    expect(stale.json<Failure>().code).toBe("change_price_changed");
    // The card's route is not this order's.
    const card = await guest.send("POST", `${API}/tracked-order/design-change-payment`, body);
    expect(card.status).toBe(409);
    expect(card.json<Failure>().code).toBe("change_pays_with_paypal");

    const started = await startPaypal(guest, body);
    expect(started.status).toBe(200);
    const order = content<PaypalOrder>(started);
    expect(order.amount).toBe(quote.difference);
    expect(paypal.orders.get(order.id)).toMatchObject({
      customId: orderId,
      amount: quote.difference,
    });
    expect(paypal.created.get(order.id)).toEqual({
      referenceId: `design_change:${change.line_id}:${change.configured_product_id}`,
      requestId: expect.stringMatching(/^dc-[0-9a-f]{64}$/),
    });
    // Its PayPal-Request-Id: asked again (a reload), the same PayPal order.
    expect(content<PaypalOrder>(await startPaypal(guest, body)).id).toBe(order.id);

    // The order's own checkout PayPal order is never taken for the difference (nor refunded).
    const wrong = await confirmChange(guest, { ...body, payment_token: checkoutToken });
    expect(wrong.status).toBe(422);
    expect(paypal.givenBack).toEqual([]);
    expect(await designNow(guest)).toBe(plainDesign);

    const changed = await confirmChange(guest, { ...body, payment_token: order.id });
    expect(changed.status).toBe(200);
    expect(content<Quote>(changed).difference).toBe(quote.difference);
    expect(paypal.orders.get(order.id)?.status).toBe("COMPLETED");
    expect(paypal.givenBack).toEqual([]);
    expect(await designNow(guest)).toBe(monogrammed("IVY"));
  });

  it("never takes a PayPal order that paid an earlier change for a later one", async () => {
    const { guest, change, quote, body } = await orderedWithPaypal();
    const first = content<PaypalOrder>(await startPaypal(guest, body));
    expect((await confirmChange(guest, { ...body, payment_token: first.id })).status).toBe(200);

    // Back to the plain design (the difference is refunded), then the monogram again.
    const plain = await saveTote(guest, plainDesign);
    const back = { line_id: change.line_id, configured_product_id: plain };
    const backQuote = content<Quote>(await quoteChange(guest, back));
    expect(backQuote.difference).toBe(-quote.difference);
    const undone = await confirmChange(guest, {
      ...back,
      expected_difference: backQuote.difference,
    });
    expect(undone.status).toBe(200);
    const again = content<Quote>(await quoteChange(guest, change));
    expect(again.difference).toBe(quote.difference);

    // The captured PayPal order is refused, and a new one is made for the new attempt.
    const reused = await confirmChange(guest, { ...body, payment_token: first.id });
    expect(reused.status).toBe(422);
    expect(await designNow(guest)).toBe(plainDesign);
    const second = content<PaypalOrder>(await startPaypal(guest, body));
    expect(second.id).not.toBe(first.id);
    expect((await confirmChange(guest, { ...body, payment_token: second.id })).status).toBe(200);
    expect(paypal.orders.get(second.id)?.status).toBe("COMPLETED");
    expect(await designNow(guest)).toBe(monogrammed("IVY"));
  });

  it("pays one change only with a PayPal order confirmed twice at once", async () => {
    const { guest, body } = await orderedWithPaypal();
    const order = content<PaypalOrder>(await startPaypal(guest, body));
    const givenBefore = paypal.givenBack.length;

    // The first confirmation's capture is in flight at PayPal when the second one arrives.
    const captureArrived = paypal.holdCaptures();
    const first = confirmChange(guest, { ...body, payment_token: order.id });
    await captureArrived;
    // Refused before PayPal is asked (it would wait on the held capture, then time out).
    const second = await confirmChange(guest, { ...body, payment_token: order.id });
    expect(second.status).toBe(422);
    expect(second.json<Failure>().errors?.payment_token?.[0]).toContain("already used");
    paypal.letCapturesGo();

    expect((await first).status).toBe(200);
    expect(paypal.orders.get(order.id)?.status).toBe("COMPLETED");
    // The one capture is kept: nothing given back.
    expect(paypal.givenBack).toHaveLength(givenBefore);
    expect(await designNow(guest)).toBe(monogrammed("IVY"));
  });

  it("refunds the captured difference of a change that loses the race with cutting", async () => {
    const { guest, number, quote, body } = await orderedWithPaypal();
    const order = content<PaypalOrder>(await startPaypal(guest, body));

    // The capture is in flight at PayPal when the atelier reports cutting.
    await live.lostToCutting(guest, number, body, order.id, paypal);
    const capture = paypal.orders.get(order.id)?.capture?.id;
    expect(capture).toBeDefined();
    expect(paypal.givenBack).toContainEqual(
      expect.objectContaining({ reference: capture, amount: quote.difference, action: "refund" }),
    );
    expect(await designNow(guest)).toBeUndefined();
  });

  it("captures nothing when cutting started before the client confirmed", async () => {
    const { guest, number, body } = await orderedWithPaypal();
    const order = content<PaypalOrder>(await startPaypal(guest, body));
    const givenBefore = paypal.givenBack.length;
    expect((await reportCutting(number)).status).toBe(200);

    const refused = await confirmChange(guest, { ...body, payment_token: order.id });
    expect(refused.status).toBe(409);
    expect(refused.json<Failure>().code).toBe("order_in_production");
    // Approved but never captured: no money moved, and PayPal lets the approval lapse.
    expect(paypal.orders.get(order.id)?.status).toBe("APPROVED");
    expect(paypal.givenBack).toHaveLength(givenBefore);
    // And no new PayPal order is made for an order the atelier started.
    expect((await startPaypal(guest, body)).status).toBe(409);
  });
});
