/**
 * The payments contract. `placeOrder` calls `providerFor(method).charge(request)` with the total it
 * computed itself; the browser only ever supplies the `token` it got from the provider.
 *
 * Pure types (no server-only imports), so client components can share them.
 *
 * Flow per method (local = built-in simulation, live = real provider when its keys are set):
 * - card      local: POST /payments/local/card-tokens -> signed card token (`lct_…`).
 *             live (Stripe): POST /payments/stripe/payment-intents -> client secret; the
 *             PaymentElement confirms it; the token is the PaymentIntent id (`pi_…`).
 * - paypal    POST /payments/paypal/orders -> PayPal order id; the shopper approves it; the token
 *             is that order id. `charge` captures it on the server.
 * - financing POST /payments/financing/checkouts -> redirect; the confirmation page polls
 *             GET /payments/financing/checkouts/{token} every second until `approved`; the token
 *             is the checkout token. `charge` authorizes then captures.
 * - wallet    the shopper signs in with the wallet and comes back with an order reference id and
 *             an access token; the token is `walletToken(referenceId, accessToken)`. `charge` reads
 *             the reference, sets the server's total on it, confirms, authorizes and captures.
 */

export const PAYMENT_METHODS = ["card", "paypal", "wallet", "financing"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Who moved the money: the built-in simulation or a real provider. */
export type ProviderName = "local" | "stripe" | "paypal" | "wallet" | "financing";

export type ChargeRequest = {
  /** The order (cart) id; live providers check they were set up for this order. */
  orderId: string;
  /** Integer cents, computed by the server. Never a figure the browser sent. */
  amount: number;
  currency: "USD";
  method: PaymentMethod;
  /**
   * What the browser got from the provider: a local card token, a Stripe PaymentIntent id, a
   * PayPal order id, a wallet token (`walletToken(orderReferenceId, accessToken)`) or a financing
   * checkout token.
   */
  token: string;
  /** One per order attempt: a retried placeOrder with the same key never charges twice. */
  idempotencyKey: string;
  /** Shown on statements where the provider supports it. */
  description: string;
  customerEmail?: string;
};

export type ChargeResult =
  | {
      ok: true;
      provider: ProviderName;
      /**
       * `captured`: the money is taken. `authorized`: the provider accepted the payment but
       * settles it later (a PayPal capture still PENDING); a webhook reports the outcome.
       */
      status: "captured" | "authorized";
      /** The provider's id for the money movement; `refund` takes it. */
      reference: string;
    }
  | {
      ok: false;
      provider: ProviderName;
      /** Shopper-facing, e.g. "Your card was declined." */
      message: string;
      /** Machine-readable: card_declined, insufficient_funds, amount_mismatch, … */
      code: string;
      /**
       * Money the provider took or holds for this attempt that is not ours to keep (a capture of
       * another sum or currency). The adapter never gives it back itself: the caller records it
       * and calls `giveBack`, so a refused give-back is kept and retried, never lost.
       */
      stranded?: Stranded;
    };

/** Money a provider moved or holds that the order does not match: what to give back, and how. */
export type Stranded = {
  /** `refund` a capture, or `void` (cancel) a hold nobody captured. */
  action: "refund" | "void";
  /** The provider's id to act on: a capture, a PaymentIntent, a loan. */
  reference: string;
  /** Integer cents taken or held, in `currency` (ISO 4217, upper case). */
  amount: number;
  currency: string;
  /** Why it is not ours: amount_mismatch, currency_mismatch, order_not_waiting, … */
  reason: string;
  /**
   * Cents of the same reference owed back by give-backs recorded before this one (issue 38: a
   * cheaper design's part refund, then a cancellation). This one gives back `amount` on top of
   * them: a provider that checks what was refunded already counts them in, not against it.
   */
  refundedBefore?: number;
};

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Never throws for a declined or invalid payment: it answers `{ok: false}`. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Refunds `amount` cents of a successful charge; throws when the provider refuses. */
  refund(reference: string, amount: number): Promise<void>;
  /**
   * Gives back what `stranded` names (refund or void). `key` is sent as the provider's
   * idempotency key, so a retry after a lost answer never gives back twice; a give-back the
   * provider reports as already done resolves. Throws when the provider refuses or is silent.
   */
  giveBack(stranded: Stranded, key: string): Promise<void>;
  /**
   * Lets go of what the browser's token holds (an authorization) when the order is refused
   * before the charge: sold out, total changed. Never throws; providers that hold nothing
   * before `charge` need not implement it.
   */
  release?(token: string): Promise<void>;
  /**
   * What the provider knows of a charge a crash or a time-out left unanswered, for reconciling
   * the order: `captured` (this order's total moved), `stranded` (money moved or is held that is
   * not this order's total), `none` (nothing moved and nothing will) or `unknown` when it cannot
   * say (the order is then left and asked again on the next round). Reads only: never moves money.
   */
  lookup?(charge: ChargeToLookUp): Promise<ChargeLookup>;
}

type ChargeToLookUp = {
  idempotencyKey: string;
  orderId: string;
  /** Cents the order was to be charged. */
  amount: number;
  /** What the browser handed over (null on rows written before it was kept). */
  token: string | null;
  /** When the attempt was recorded, before the charge: nothing of it is older. */
  startedAt: Date;
};

/**
 * `stranded`: the provider took or holds money for this attempt that the order does not match
 * (another sum, a hold nobody captured); the caller records it and gives it back.
 */
type ChargeLookup =
  | { state: "captured"; reference: string }
  | { state: "stranded"; stranded: Stranded }
  | { state: "none" }
  | { state: "unknown" };

/** What the confirmation page needs to render each method: only public keys and ids. */
export type ClientMethodConfig =
  | { method: "card"; mode: "local" }
  | { method: "card"; mode: "live"; publishableKey: string }
  | { method: "paypal"; mode: "local" }
  | { method: "paypal"; mode: "live"; clientId: string }
  | { method: "wallet"; mode: "local" }
  | {
      method: "wallet";
      mode: "live";
      sellerId: string;
      clientId: string;
      environment: "sandbox" | "live";
    }
  | { method: "financing"; mode: "local" }
  | { method: "financing"; mode: "live"; publicKey: string; environment: "sandbox" | "live" };

export type ClientPaymentConfig = {
  currency: "USD";
  /** In the order the store asked for; methods it did not ask for are absent. */
  methods: ClientMethodConfig[];
};

/** A provider webhook, normalized. `placeOrder`'s owner wires a handler to orders. */
export type PaymentEvent = {
  provider: "stripe" | "paypal";
  /** The provider's event id; each is processed once. */
  eventId: string;
  type: "payment.succeeded" | "payment.failed" | "payment.refunded";
  /** The same reference `charge` returned (PaymentIntent id, PayPal capture id). */
  reference: string;
  /** From the metadata set when the payment was created; null when the provider omits it. */
  orderId: string | null;
  /** Cents: the payment amount, or for refunds the amount refunded. */
  amount: number;
  currency: string;
  occurredAt: Date;
};

/** Callback for the browser pieces: the confirmation page calls placeOrder with the token. */
export type OnToken = (token: string, method: PaymentMethod) => void;

/** Who is paying: the same owner the cart code checks. */
export type PaymentOwner = { customerId: string | null; sessionId: string };
