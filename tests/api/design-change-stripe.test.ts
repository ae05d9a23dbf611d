import { stripeStandIn, type StripeStandIn } from "../unit/payments/stand-ins/providers";
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
 * Issue 38 over HTTP with live card payments: a second server of the test build whose Stripe
 * keys point at a stand-in of Stripe on loopback (tests/unit/payments/stand-ins), so the built
 * server's own Stripe SDK, adapter and time-outs meet Stripe's shapes without a network. A
 * dearer design's difference is a PaymentIntent the server creates for the amount it prices,
 * the client confirms it (as the PaymentElement would), and the change is made only once the
 * server read the intent back and captured it; a change that loses to cutting refunds it.
 */

type Intent = { id: string; client_secret: string; amount: number };

let stripe: StripeStandIn;
const live = designChangeOnStandIns("stripe", 22, async () => [(stripe = await stripeStandIn())]);
const { reportCutting } = live;

/** A guest orders a plain City Tote and pays it by card through Stripe (the stand-in). */
const orderedByCard = () =>
  live.orderedAndQuoted(
    {
      method: "card",
      async token(client, order) {
        const intent = await checkoutStarted(client, "stripe/payment-intents", order.id);
        stripe.confirm(intent);
        return intent;
      },
    },
    "stripe-change",
  );

const startPayment = (guest: Client, body: object) =>
  guest.send("POST", `${API}/tracked-order/design-change-payment`, body);

describe("a dearer design paid through Stripe (its stand-in)", () => {
  it("creates the difference's intent for the server's amount, and applies the change once it is captured", async () => {
    const { guest, checkoutToken, quote, body } = await orderedByCard();

    // Another figure than the server's: no intent at all.
    const stale = await startPayment(guest, { ...body, expected_difference: quote.difference - 1 });
    expect(stale.status).toBe(409);
    expect(stale.json<Failure>().code).toBe("change_price_changed");

    const started = await startPayment(guest, body);
    expect(started.status).toBe(200);
    const intent = content<Intent>(started);
    expect(intent.amount).toBe(quote.difference);
    expect(stripe.intents.get(intent.id)).toMatchObject({
      amount: quote.difference,
      status: "requires_payment_method",
      metadata: { purpose: "design_change" },
    });
    // Its idempotency key: asked again (a reload), the same intent.
    expect(content<Intent>(await startPayment(guest, body)).id).toBe(intent.id);

    // The order's own checkout intent is never taken for the difference (nor given back).
    const wrong = await confirmChange(guest, { ...body, payment_token: checkoutToken });
    expect(wrong.status).toBe(422);
    expect(stripe.givenBack).toEqual([]);
    expect(stripe.intents.get(checkoutToken)?.status).toBe("succeeded");

    // Not confirmed by the client yet: refused, nothing captured.
    const unconfirmed = await confirmChange(guest, { ...body, payment_token: intent.id });
    expect(unconfirmed.status).toBe(422);
    expect(stripe.intents.get(intent.id)?.status).toBe("requires_payment_method");

    stripe.confirm(intent.id);
    const changed = await confirmChange(guest, { ...body, payment_token: intent.id });
    expect(changed.status).toBe(200);
    expect(content<Quote>(changed).difference).toBe(quote.difference);
    expect(stripe.intents.get(intent.id)).toMatchObject({ status: "succeeded" });
    expect(stripe.givenBack).toEqual([]);
    expect(await designNow(guest)).toBe(monogrammed("IVY"));
  });

  it("refunds the captured difference of a change that loses the race with cutting", async () => {
    const { guest, number, quote, body } = await orderedByCard();
    const intent = content<Intent>(await startPayment(guest, body));
    stripe.confirm(intent.id);

    // The capture is in flight at Stripe when the atelier reports cutting.
    await live.lostToCutting(guest, number, body, intent.id, stripe);
    expect(stripe.givenBack).toContainEqual(
      expect.objectContaining({ reference: intent.id, amount: quote.difference, action: "refund" }),
    );
    const view = content<{ lines: { design: string }[]; window: { open: boolean } }>(
      await guest.get(`${API}/tracked-order/aftercare`),
    );
    expect(view.window.open).toBe(false);
  });

  it("lets the hold go when cutting started before the client confirmed", async () => {
    const { guest, number, body } = await orderedByCard();
    const intent = content<Intent>(await startPayment(guest, body));
    stripe.confirm(intent.id);
    expect((await reportCutting(number)).status).toBe(200);

    const refused = await confirmChange(guest, { ...body, payment_token: intent.id });
    expect(refused.status).toBe(409);
    expect(refused.json<Failure>().code).toBe("order_in_production");
    expect(stripe.intents.get(intent.id)?.status).toBe("canceled");
    expect(stripe.givenBack).toContainEqual(
      expect.objectContaining({ reference: intent.id, action: "void" }),
    );
    // And no new intent is made for an order the atelier started.
    expect((await startPayment(guest, body)).status).toBe(409);
  });

  it("lets the hold go when the change is refused because its price is not the one confirmed", async () => {
    const { guest, quote, body } = await orderedByCard();
    const intent = content<Intent>(await startPayment(guest, body));
    stripe.confirm(intent.id);

    // The client confirms a figure the server no longer finds (the price moved meanwhile).
    const refused = await confirmChange(guest, {
      ...body,
      expected_difference: quote.difference + 100,
      payment_token: intent.id,
    });
    expect(refused.status).toBe(409);
    expect(refused.json<Failure>().code).toBe("change_price_changed");
    expect(stripe.intents.get(intent.id)?.status).toBe("canceled");
    expect(stripe.givenBack).toContainEqual(
      expect.objectContaining({ reference: intent.id, action: "void" }),
    );
    expect(await designNow(guest)).toBe(plainDesign);
  });

  it("makes a new intent when the same design is chosen again after a change back (ADR 0374's key)", async () => {
    const { guest, change, body } = await orderedByCard();
    const first = content<Intent>(await startPayment(guest, body));
    stripe.confirm(first.id);
    expect((await confirmChange(guest, { ...body, payment_token: first.id })).status).toBe(200);

    // Back to a plain tote: cheaper, refunded without a payment.
    const plain = {
      line_id: change.line_id,
      configured_product_id: await saveTote(guest, plainDesign),
    };
    const back = content<Quote>(await quoteChange(guest, plain));
    expect(back.difference).toBeLessThan(0);
    expect(
      (await confirmChange(guest, { ...plain, expected_difference: back.difference })).status,
    ).toBe(200);

    // The same dearer design again, for the same difference: a new intent, not the paid one.
    const again = content<Intent>(await startPayment(guest, body));
    expect(again.id).not.toBe(first.id);
    expect(stripe.intents.get(again.id)?.status).toBe("requires_payment_method");
    stripe.confirm(again.id);
    expect((await confirmChange(guest, { ...body, payment_token: again.id })).status).toBe(200);
    expect(await designNow(guest)).toBe(monogrammed("IVY"));
  });
});
