import {
  financingStandIn,
  walletStandIn,
  type FinancingStandIn,
  type WalletStandIn,
} from "../unit/payments/stand-ins/providers";
import { walletToken } from "@/lib/payments/wallet-token";
import { API, type Failure } from "./support/accounts";
import {
  confirmChange,
  content,
  designChangeOnStandIns,
  designChangeServer,
  designNow,
} from "./support/design-change";
import { monogrammed } from "./support/designs";
import type { Client } from "./support/http";

/**
 * Issue 38 over HTTP for orders paid with the wallet or financing (ADRs 0420, 0421): a second
 * server of the test build whose wallet and financing keys point at stand-ins of both providers
 * on loopback, so the built server's own adapters meet the providers' shapes without a network.
 * A dearer design's difference goes through that provider's own checkout for the difference (a
 * new wallet reference; a new financing application), read back and checked by the server before
 * the change is made under the order's row lock; a change that loses to cutting gives it back,
 * one refused before its charge lets go of what the client started.
 */

type Checkout = { provider: string; redirect_url: string; amount: number };

let wallet: WalletStandIn;
let financing: FinancingStandIn;
const live = designChangeOnStandIns(
  "checkouts",
  26,
  async () => ([wallet, financing] = await Promise.all([walletStandIn(), financingStandIn()])),
);
const main = designChangeServer();
const { reportCutting } = live;

/**
 * A guest orders a plain City Tote and pays it with `method` through its stand-in (or, `local`,
 * the main test server's test payments), then tracks it and is quoted a dearer monogrammed design.
 */
const orderedWith = (method: "wallet" | "financing", local = false) =>
  (local ? main : live).orderedAndQuoted(
    {
      method,
      token: (client, order) =>
        local
          ? localToken(client, method, order.id)
          : (method === "wallet" ? wallet : financing).prepare(order.id, order.total),
    },
    `${method}-change`,
  );

/** Test payments: the token the provider's page hands back, from the redirect the server made. */
function tokenIn(redirectUrl: string): string {
  const back = new URL(redirectUrl, "http://localhost");
  const reference = back.searchParams.get("order_reference_id");
  const access = back.searchParams.get("access_token");
  if (reference && access) return walletToken(reference, access);
  return back.searchParams.get("checkout_token") ?? "";
}

/** Test payments: local financing approves a checkout after two seconds; its poll says when. */
async function approved(client: Client, token: string) {
  for (let tries = 0; tries < 20; tries++) {
    const status = await client.get(
      `${API}/payments/financing/checkouts/${encodeURIComponent(token)}`,
    );
    if (content<{ status: string }>(status).status === "approved") return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the local financing checkout was never approved");
}

/** Test payments (local mode): the checkout's own start, as the payment page makes it. */
async function localToken(client: Client, method: "wallet" | "financing", orderId: string) {
  const start = await client.send("POST", `${API}/payments/${method}/checkouts`, {
    order_id: orderId,
  });
  expect(start.status).toBe(200);
  const token = tokenIn(content<{ redirect_url: string }>(start).redirect_url);
  if (method === "financing") await approved(client, token);
  return token;
}

const startCheckout = (guest: Client, body: object) =>
  guest.send("POST", `${API}/tracked-order/design-change-checkout`, body);

describe("a wallet order's dearer design, paid by a new wallet reference (its stand-in)", () => {
  it("sets the server's difference on the new reference, checks it and charges it", async () => {
    const { guest, orderId, checkoutToken, body, quote } = await orderedWith("wallet");

    // Live, the wallet's own button signs the client in: the server has no checkout to start.
    expect((await startCheckout(guest, body)).status).toBe(404);

    // The order's own reference is never charged again for a difference.
    const reused = await confirmChange(guest, { ...body, payment_token: checkoutToken });
    expect(reused.status).toBe(422);
    const original = wallet.references.get(checkoutToken.split("|")[0] ?? "");
    expect(original?.authorizations).toHaveLength(1);

    // The client signs in again: a Draft reference for the difference.
    const token = wallet.prepare(orderId, quote.difference);
    const changed = await confirmChange(guest, { ...body, payment_token: token });
    expect(changed.status).toBe(200);
    expect(wallet.references.get(token.split("|")[0] ?? "")).toMatchObject({
      state: "Open",
      amount: quote.difference,
      sellerOrderId: orderId,
    });
    expect(wallet.givenBack).toEqual([]);
    expect(await designNow(guest)).toBe(monogrammed("IVY"));
  });

  it("refunds the captured difference of a change that loses the race with cutting", async () => {
    const { guest, number, orderId, body, quote } = await orderedWith("wallet");
    const token = wallet.prepare(orderId, quote.difference);

    // The authorization is in flight at the wallet when the atelier reports cutting.
    await live.lostToCutting(guest, number, body, token, wallet);
    expect(wallet.givenBack).toContainEqual(
      expect.objectContaining({ amount: quote.difference, action: "refund" }),
    );
    expect(await designNow(guest)).toBeUndefined();
  });

  it("cancels the new reference when cutting started before the client confirmed", async () => {
    const { guest, number, orderId, body, quote } = await orderedWith("wallet");
    const token = wallet.prepare(orderId, quote.difference);
    expect((await reportCutting(number)).status).toBe(200);

    const refused = await confirmChange(guest, { ...body, payment_token: token });
    expect(refused.status).toBe(409);
    expect(refused.json<Failure>().code).toBe("order_in_production");
    const reference = token.split("|")[0] ?? "";
    expect(wallet.references.get(reference)?.state).toBe("Canceled");
    expect(wallet.givenBack).toContainEqual(
      expect.objectContaining({ reference, action: "cancel" }),
    );
  });
});

describe("a financing order's dearer design, paid by a new application (its stand-in)", () => {
  it("opens an application for the server's difference, reads it back and charges it", async () => {
    const { guest, orderId, checkoutToken, body, quote } = await orderedWith("financing");

    const stale = await startCheckout(guest, {
      ...body,
      expected_difference: quote.difference - 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.json<Failure>().code).toBe("change_price_changed");

    const started = await startCheckout(guest, body);
    expect(started.status).toBe(200);
    const checkout = content<Checkout>(started);
    expect(checkout).toMatchObject({ provider: "financing", amount: quote.difference });
    // Its idempotency key: asked again (a reload), the same application.
    expect(content<Checkout>(await startCheckout(guest, body)).redirect_url).toBe(
      checkout.redirect_url,
    );
    const back = financing.approve(checkout.redirect_url);
    const token = back.searchParams.get("checkout_token") ?? "";
    expect(financing.checkouts.get(token)).toMatchObject({
      orderId,
      amount: quote.difference,
      sku: expect.stringContaining("design_change:"),
    });
    // The provider sends the client back to this change's review page.
    expect(back.pathname).toBe("/orders/track/change");
    expect(back.searchParams.get("line")).toBe(body.line_id);
    expect(back.searchParams.get("design")).toBe(body.configured_product_id);

    // The order's own checkout token never pays a difference, and no loan is made of it.
    const loansBefore = financing.loans.length;
    const reused = await confirmChange(guest, { ...body, payment_token: checkoutToken });
    expect(reused.status).toBe(422);
    expect(financing.loans.length).toBe(loansBefore);

    const changed = await confirmChange(guest, { ...body, payment_token: token });
    expect(changed.status).toBe(200);
    expect(financing.loans.find((loan) => loan.checkout_id === token)).toMatchObject({
      status: "captured",
      amount: quote.difference,
    });
    expect(financing.givenBack).toEqual([]);
    expect(await designNow(guest)).toBe(monogrammed("IVY"));
  });

  it("refunds the captured difference of a change that loses the race with cutting", async () => {
    const { guest, number, body, quote } = await orderedWith("financing");
    const checkout = content<Checkout>(await startCheckout(guest, body));
    const token = financing.approve(checkout.redirect_url).searchParams.get("checkout_token");

    // The capture is in flight at the provider when the atelier reports cutting.
    await live.lostToCutting(guest, number, body, token, financing);
    const loan = financing.loans.find((l) => l.checkout_id === token);
    expect(financing.givenBack).toContainEqual(
      expect.objectContaining({ reference: loan?.id, amount: quote.difference, action: "refund" }),
    );
  });

  it("makes no loan when cutting started before the client confirmed", async () => {
    const { guest, number, body } = await orderedWith("financing");
    const checkout = content<Checkout>(await startCheckout(guest, body));
    const token = financing.approve(checkout.redirect_url).searchParams.get("checkout_token");
    expect((await reportCutting(number)).status).toBe(200);

    const refused = await confirmChange(guest, { ...body, payment_token: token });
    expect(refused.status).toBe(409);
    expect(refused.json<Failure>().code).toBe("order_in_production");
    expect(financing.loans.some((loan) => loan.checkout_id === token)).toBe(false);
    // And no new application is opened for an order the atelier started.
    expect((await startCheckout(guest, body)).status).toBe(409);
  });
});

describe("test payments (local mode): the difference's checkout on the main test server", () => {
  it.each(["wallet", "financing"] as const)(
    "a %s order's difference: started for the server's figure, back on the review page, charged",
    async (method) => {
      const { guest, checkoutToken, body, quote } = await orderedWith(method, true);

      const started = await startCheckout(guest, body);
      expect(started.status).toBe(200);
      const checkout = content<Checkout>(started);
      expect(checkout).toMatchObject({ provider: method, amount: quote.difference });
      const back = new URL(checkout.redirect_url, "http://localhost");
      expect(back.pathname).toBe("/orders/track/change");
      expect(back.searchParams.get("line")).toBe(body.line_id);
      const token = tokenIn(checkout.redirect_url);
      if (method === "financing") await approved(guest, token);

      const reused = await confirmChange(guest, { ...body, payment_token: checkoutToken });
      expect(reused.status).toBe(422);

      const changed = await confirmChange(guest, { ...body, payment_token: token });
      expect(changed.status).toBe(200);
      expect(await designNow(guest)).toBe(monogrammed("IVY"));
    },
  );
});
