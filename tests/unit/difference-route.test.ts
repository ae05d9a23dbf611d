import { differenceRoute } from "@/lib/orders/difference-route";

/** Issue 38: how a dearer design's difference is paid, per order payment and card mode. */
describe("differenceRoute", () => {
  it("confirms a change that costs the same or less at once, whatever the payment", () => {
    for (const difference of [0, -1, -25_000]) {
      expect(differenceRoute({ difference, originalProvider: "paypal", cardMode: "live" })).toEqual(
        { kind: "none" },
      );
    }
  });

  it("takes a card order's difference through Stripe when live, the local form otherwise", () => {
    expect(differenceRoute({ difference: 1, originalProvider: "card", cardMode: "live" })).toEqual({
      kind: "stripe_intent",
    });
    expect(
      differenceRoute({ difference: 4_500, originalProvider: "card", cardMode: "local" }),
    ).toEqual({ kind: "local_card" });
    expect(
      differenceRoute({ difference: 4_500, originalProvider: "card", cardMode: null }),
    ).toEqual({ kind: "client_care", reason: "method_not_online" });
  });

  it("leaves wallet and financing orders' differences to client care", () => {
    for (const provider of ["wallet", "financing"]) {
      expect(
        differenceRoute({
          difference: 4_500,
          originalProvider: provider,
          cardMode: "live",
          paypalMode: "live",
        }),
      ).toEqual({ kind: "client_care", reason: "method_not_online" });
    }
  });

  it("takes a wallet order's difference by a new wallet checkout when the wallet takes one", () => {
    for (const walletMode of ["live", "local"] as const) {
      expect(
        differenceRoute({
          difference: 4_500,
          originalProvider: "wallet",
          cardMode: null,
          walletMode,
          financingMode: null,
        }),
      ).toEqual({ kind: "wallet_checkout" });
    }
    expect(
      differenceRoute({
        difference: 4_500,
        originalProvider: "wallet",
        cardMode: "live",
        walletMode: null,
        financingMode: "live",
      }),
    ).toEqual({ kind: "client_care", reason: "method_not_online" });
  });

  it("takes a financing order's difference by a new application when financing takes one", () => {
    for (const financingMode of ["live", "local"] as const) {
      expect(
        differenceRoute({
          difference: 4_500,
          originalProvider: "financing",
          cardMode: "live",
          walletMode: "live",
          financingMode,
        }),
      ).toEqual({ kind: "financing_checkout" });
    }
    expect(
      differenceRoute({
        difference: 4_500,
        originalProvider: "financing",
        cardMode: "live",
        walletMode: "live",
        financingMode: null,
      }),
    ).toEqual({ kind: "client_care", reason: "method_not_online" });
  });

  it("never sends another provider's order, or a cheaper change, to a wallet or financing checkout", () => {
    const open = { cardMode: "live", walletMode: "live", financingMode: "live" } as const;
    expect(differenceRoute({ difference: 4_500, originalProvider: "card", ...open })).toEqual({
      kind: "stripe_intent",
    });
    expect(differenceRoute({ difference: 4_500, originalProvider: "invoice", ...open })).toEqual({
      kind: "client_care",
      reason: "not_paid_online",
    });
    for (const provider of ["wallet", "financing"]) {
      expect(differenceRoute({ difference: 0, originalProvider: provider, ...open })).toEqual({
        kind: "none",
      });
    }
  });

  it("takes a PayPal order's difference through a PayPal order when PayPal is on (ADR 0350)", () => {
    for (const paypalMode of ["live", "local"] as const) {
      expect(
        differenceRoute({
          difference: 4_500,
          originalProvider: "paypal",
          cardMode: null,
          paypalMode,
        }),
      ).toEqual({ kind: "paypal_order" });
    }
    // PayPal off now (or not said): the client care the order had before.
    for (const paypalMode of [null, undefined]) {
      expect(
        differenceRoute({
          difference: 4_500,
          originalProvider: "paypal",
          cardMode: "live",
          paypalMode,
        }),
      ).toEqual({ kind: "client_care", reason: "method_not_online" });
    }
    // A card order never pays with PayPal, and a cheaper change of a PayPal order pays nothing.
    expect(
      differenceRoute({
        difference: 4_500,
        originalProvider: "card",
        cardMode: "live",
        paypalMode: "live",
      }),
    ).toEqual({ kind: "stripe_intent" });
    expect(
      differenceRoute({
        difference: -4_500,
        originalProvider: "paypal",
        cardMode: null,
        paypalMode: "live",
      }),
    ).toEqual({ kind: "none" });
  });

  it("leaves an order not paid online (a kiosk invoice, nothing captured) to client care", () => {
    for (const provider of ["invoice", null]) {
      expect(
        differenceRoute({ difference: 4_500, originalProvider: provider, cardMode: "live" }),
      ).toEqual({ kind: "client_care", reason: "not_paid_online" });
    }
  });
});
