import { randomBytes } from "node:crypto";
import {
  idempotent,
  json,
  startStandIn,
  xml,
  type Answer,
  type Control,
  type Reply,
  type StandIn,
} from "./server";

/**
 * Stand-ins for the four providers' APIs: just the endpoints the adapters call (capture or
 * authorize, refund or void, lookup), answering in each provider's own shapes, scripted per
 * test through `script`:
 * - `captureTakes`: the capture takes this many cents instead of what was asked (wrong amount);
 * - `refuseRefunds`: the next N give-backs are refused with the provider's real error shape;
 * - `outageAfterCapture`: the capture is recorded, then the provider goes silent (every call
 *   hangs past the adapter's time-out) until `standIn.recover()`.
 * `givenBack` lists what the provider accepted to give back, with the key it was sent under.
 */
export type Script = { captureTakes?: number; refuseRefunds: number; outageAfterCapture: boolean };
export type GivenBack = { reference: string; amount: number; key: string; action: string };

export type ProviderStandIn = {
  method: "card" | "paypal" | "wallet" | "financing";
  standIn: StandIn;
  script: Script;
  givenBack: GivenBack[];
  /** Sets up the provider's side of a payment for this order; returns the browser's token. */
  prepare(orderId: string, amount: number): string;
  /** The env that points the adapter here. */
  env: Record<string, string>;
};

const id = (prefix: string, length = 16) =>
  `${prefix}${randomBytes(length).toString("hex").toUpperCase().slice(0, length)}`;
const decimal = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
const cents = (value: string) => Math.round(Number(value) * 100);
const freshScript = (): Script => ({ refuseRefunds: 0, outageAfterCapture: false });

/**
 * Holds the provider's charging call in flight until the test lets it go (a charge under way
 * while the atelier reports cutting): `hold` resolves when the first one arrives.
 */
function chargeGate() {
  let holding: { arrived: () => void; go: Promise<void>; release: () => void } | null = null;
  return {
    pass(answer: () => Answer): Answer {
      if (!holding) return answer();
      const { go, arrived } = holding;
      arrived();
      return go.then(() => {
        const reply = answer();
        return reply === "hang" ? json({}, 599) : reply;
      });
    },
    hold: () =>
      new Promise<void>((arrived) => {
        let release = () => {};
        const go = new Promise<void>((resolve) => {
          release = resolve;
        });
        holding = { arrived, go, release };
      }),
    letGo() {
      holding?.release();
      holding = null;
    },
  };
}

/** The capture is recorded; with an outage scripted, the provider goes silent from here on. */
function afterCapture(control: Control, script: Script, reply: Reply): Answer {
  if (!script.outageAfterCapture) return reply;
  control.outage();
  return "hang";
}

/**
 * Stripe's stand-in also creates intents (a design change's difference, issue 38), lets a test
 * confirm one as the PaymentElement would, and can hold captures until the test lets them go
 * (a capture in flight while the atelier reports cutting).
 */
export type StripeStandIn = ProviderStandIn & {
  intents: Map<string, { id: string; amount: number; status: string; metadata: object }>;
  /** The browser confirmed the intent with the PaymentElement: it is held for capture. */
  confirm(id: string): void;
  /** A confirmed intent the server made for a design change's difference (issue 38). */
  prepareDifference(orderId: string, amount: number, occasion: string): string;
  /** Captures wait from now on until `letCapturesGo`; resolves when the first one arrives. */
  holdCaptures(): Promise<void>;
  letCapturesGo(): void;
};

// Stripe: the real SDK (form-encoded POSTs, Idempotency-Key) against /v1.
export async function stripeStandIn(): Promise<StripeStandIn> {
  type Intent = {
    id: string;
    object: "payment_intent";
    amount: number;
    amount_received: number;
    currency: string;
    status: string;
    metadata: Record<string, string>;
    client_secret: string;
    last_payment_error: null;
  };
  const intents = new Map<string, Intent>();
  const refunds: { payment_intent: string; amount: number; status: string }[] = [];
  const script = freshScript();
  const givenBack: GivenBack[] = [];
  const once = idempotent({ rememberRefusals: true });
  const stripeError = (status: number, code: string, message: string) =>
    json({ error: { type: "invalid_request_error", code, message } }, status);
  let holding: { arrived: () => void; go: Promise<void>; release: () => void } | null = null;
  const standIn = await startStandIn((request, control) => {
    const form = new URLSearchParams(request.body);
    const key = request.headers["idempotency-key"];
    if (request.path === "/v1/payment_intents" && request.method === "POST") {
      return once(key, () => {
        const metadata: Record<string, string> = {};
        for (const [name, value] of form) {
          const field = /^metadata\[(.+)\]$/.exec(name);
          if (field?.[1]) metadata[field[1]] = value;
        }
        const intent: Intent = {
          id: id("pi_3Stand"),
          object: "payment_intent",
          amount: Number(form.get("amount")),
          amount_received: 0,
          currency: form.get("currency") ?? "usd",
          status: "requires_payment_method",
          metadata,
          client_secret: `${id("pi_secret_")}`,
          last_payment_error: null,
        };
        intents.set(intent.id, intent);
        return json(intent);
      });
    }
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(\/capture|\/cancel)?$/.exec(request.path);
    if (intentPath) {
      const intent = intents.get(intentPath[1] ?? "");
      if (!intent) return stripeError(404, "resource_missing", "No such payment_intent");
      if (request.method === "GET") return json(intent);
      if (intentPath[2] === "/capture") {
        const capture = () => {
          const reply = once(key, () => {
            intent.status = "succeeded";
            intent.amount_received =
              script.captureTakes ?? Number(form.get("amount_to_capture") ?? intent.amount);
            return json(intent);
          });
          return afterCapture(control, script, reply);
        };
        if (holding) {
          const { go, arrived } = holding;
          arrived();
          return go.then(() => {
            const answer = capture();
            return answer === "hang" ? json({}, 599) : answer;
          });
        }
        return capture();
      }
      return once(key, () => {
        intent.status = "canceled";
        givenBack.push({
          reference: intent.id,
          amount: intent.amount,
          key: key ?? "",
          action: "void",
        });
        return json(intent);
      });
    }
    if (request.path === "/v1/refunds" && request.method === "POST") {
      return once(key, () => {
        if (script.refuseRefunds > 0) {
          script.refuseRefunds -= 1;
          return stripeError(
            400,
            "balance_insufficient",
            "You have insufficient funds in your Stripe account for this refund.",
          );
        }
        const refund = {
          id: id("re_"),
          object: "refund",
          payment_intent: form.get("payment_intent") ?? "",
          amount: Number(form.get("amount")),
          status: "succeeded",
        };
        refunds.push(refund);
        givenBack.push({
          reference: refund.payment_intent,
          amount: refund.amount,
          key: key ?? "",
          action: "refund",
        });
        return json(refund);
      });
    }
    if (request.path === "/v1/refunds" && request.method === "GET") {
      const data = refunds.filter((r) => r.payment_intent === request.query.get("payment_intent"));
      return json({ object: "list", data, has_more: false, url: "/v1/refunds" });
    }
    return undefined;
  });
  const prepare = (orderId: string, amount: number): string => {
    const intent: Intent = {
      id: id("pi_3Stand"),
      object: "payment_intent",
      amount,
      amount_received: 0,
      currency: "usd",
      // The browser confirmed it with the PaymentElement: held, for the server to capture.
      status: "requires_capture",
      metadata: { order_id: orderId },
      client_secret: "secret",
      last_payment_error: null,
    };
    intents.set(intent.id, intent);
    return intent.id;
  };
  return {
    method: "card",
    standIn,
    script,
    givenBack,
    intents,
    prepareDifference(orderId, amount, occasion) {
      const intentId = prepare(orderId, amount);
      const intent = intents.get(intentId)!;
      intent.metadata = { ...intent.metadata, purpose: "design_change", occasion };
      return intentId;
    },
    confirm(intentId) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      intent.status = "requires_capture";
    },
    holdCaptures() {
      return new Promise<void>((arrived) => {
        let release = () => {};
        const go = new Promise<void>((resolve) => {
          release = resolve;
        });
        holding = { arrived, go, release };
      });
    },
    letCapturesGo() {
      holding?.release();
      holding = null;
    },
    env: {
      STRIPE_SECRET_KEY: "sk_test_standin",
      STRIPE_PUBLISHABLE_KEY: "pk_test_standin",
      STRIPE_API_BASE: standIn.url,
    },
    prepare,
  };
}

/**
 * PayPal's stand-in honours PayPal-Request-Id on an order's creation too (a design change's
 * difference, issue 38), shows the orders it knows, and can hold captures until the test lets
 * them go (a capture in flight while the atelier reports cutting).
 */
export type PaypalStandIn = ProviderStandIn & {
  orders: Map<
    string,
    { id: string; status: string; customId: string; amount: number; capture?: { id: string } }
  >;
  /** What each order was created with: its reference and the PayPal-Request-Id sent. */
  created: Map<string, { referenceId: string; requestId: string | undefined }>;
  holdCaptures(): Promise<void>;
  letCapturesGo(): void;
};

// PayPal: OAuth, Orders v2, Payments v2 (PayPal-Request-Id).
export async function paypalStandIn(): Promise<PaypalStandIn> {
  type Capture = { id: string; status: string; amount: { currency_code: string; value: string } };
  type Order = { id: string; status: string; customId: string; amount: number; capture?: Capture };
  const orders = new Map<string, Order>();
  const created = new Map<string, { referenceId: string; requestId: string | undefined }>();
  const captures = new Map<string, Capture>();
  const script = freshScript();
  const givenBack: GivenBack[] = [];
  const once = idempotent();
  let holding: { arrived: () => void; go: Promise<void>; release: () => void } | null = null;
  const view = (order: Order) => ({
    id: order.id,
    status: order.status,
    purchase_units: [
      {
        reference_id: created.get(order.id)?.referenceId ?? order.customId,
        custom_id: order.customId,
        amount: { currency_code: "USD", value: decimal(order.amount) },
        ...(order.capture ? { payments: { captures: [order.capture] } } : {}),
      },
    ],
  });
  const standIn = await startStandIn((request, control) => {
    const requestId = request.headers["paypal-request-id"];
    if (request.path === "/v1/oauth2/token") {
      return json({ access_token: "A21-stand-in", token_type: "Bearer", expires_in: 32_400 });
    }
    if (request.path === "/v2/checkout/orders" && request.method === "POST") {
      // Our server creates the order for the cart's total; the shopper approves it at once here.
      return once(requestId, () => {
        const body = JSON.parse(request.body) as {
          purchase_units: { reference_id?: string; custom_id: string; amount: { value: string } }[];
        };
        const unit = body.purchase_units[0];
        const order: Order = {
          id: id("5O", 15),
          status: "APPROVED",
          customId: unit?.custom_id ?? "",
          amount: cents(unit?.amount.value ?? "0"),
        };
        orders.set(order.id, order);
        created.set(order.id, { referenceId: unit?.reference_id ?? order.customId, requestId });
        return json({ ...view(order), status: "CREATED" }, 201);
      });
    }
    const orderPath = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(request.path);
    if (orderPath) {
      const order = orders.get(orderPath[1] ?? "");
      if (!order) {
        return json(
          {
            name: "RESOURCE_NOT_FOUND",
            details: [{ issue: "INVALID_RESOURCE_ID" }],
            debug_id: "d1",
          },
          404,
        );
      }
      if (!orderPath[2]) return json(view(order));
      const capture = () => {
        const reply = once(requestId, () => {
          // PayPal captures an order once; another request id is refused, as PayPal does.
          if (order.status === "COMPLETED") {
            return json(
              {
                name: "UNPROCESSABLE_ENTITY",
                details: [{ issue: "ORDER_ALREADY_CAPTURED" }],
                debug_id: "c1",
              },
              422,
            );
          }
          const taken: Capture = {
            id: id("3C", 15),
            status: "COMPLETED",
            amount: { currency_code: "USD", value: decimal(script.captureTakes ?? order.amount) },
          };
          order.status = "COMPLETED";
          order.capture = taken;
          captures.set(taken.id, taken);
          return json(view(order), 201);
        });
        return afterCapture(control, script, reply);
      };
      if (holding) {
        const { go, arrived } = holding;
        arrived();
        return go.then(() => {
          const answer = capture();
          return answer === "hang" ? json({}, 599) : answer;
        });
      }
      return capture();
    }
    const capturePath = /^\/v2\/payments\/captures\/([^/]+)(\/refund)?$/.exec(request.path);
    if (capturePath) {
      const capture = captures.get(capturePath[1] ?? "");
      if (!capture) return json({ name: "RESOURCE_NOT_FOUND", details: [] }, 404);
      if (!capturePath[2]) return json(capture);
      return once(requestId, () => {
        if (script.refuseRefunds > 0) {
          script.refuseRefunds -= 1;
          return json(
            {
              name: "UNPROCESSABLE_ENTITY",
              message:
                "The requested action could not be performed, semantically incorrect, or failed business validation.",
              debug_id: "f1e2d3c4b5a69",
              details: [
                {
                  issue: "REFUND_FAILED_INSUFFICIENT_FUNDS",
                  description:
                    "Capture could not be refunded due to insufficient funds. Please check to see if you have sufficient funds in your PayPal account or if the bank account linked to your PayPal account is verified and has sufficient funds.",
                },
              ],
            },
            422,
          );
        }
        const body = JSON.parse(request.body || "{}") as { amount?: { value: string } };
        const amount = cents(body.amount?.value ?? capture.amount.value);
        capture.status = "REFUNDED";
        givenBack.push({ reference: capture.id, amount, key: requestId ?? "", action: "refund" });
        return json({ id: id("1J", 15), status: "COMPLETED" }, 201);
      });
    }
    return undefined;
  });
  return {
    method: "paypal",
    standIn,
    script,
    givenBack,
    orders,
    created,
    holdCaptures() {
      return new Promise<void>((arrived) => {
        let release = () => {};
        const go = new Promise<void>((resolve) => {
          release = resolve;
        });
        holding = { arrived, go, release };
      });
    },
    letCapturesGo() {
      holding?.release();
      holding = null;
    },
    env: {
      PAYPAL_CLIENT_ID: "stand-in-client",
      PAYPAL_CLIENT_SECRET: "stand-in-secret",
      PAYPAL_API_BASE: standIn.url,
    },
    prepare(orderId, amount) {
      // The shopper approved the order our server created for this cart and total.
      const order: Order = { id: id("5O", 15), status: "APPROVED", customId: orderId, amount };
      orders.set(order.id, order);
      return order.id;
    },
  };
}

// Wallet (Amazon Pay v1 on MWS): form-encoded signed POSTs, XML answers.
/** The wallet's stand-in shows its order references (issue 38: a difference's own reference). */
export type WalletStandIn = ProviderStandIn & {
  references: Map<
    string,
    {
      state: string;
      amount: number | null;
      sellerOrderId: string | null;
      authorizations: { captured: number }[];
    }
  >;
  /** Authorizations wait from now on until `letChargesGo`; resolves when the first arrives. */
  holdCharges(): Promise<void>;
  letChargesGo(): void;
};

export async function walletStandIn(): Promise<WalletStandIn> {
  type Authorization = {
    id: string;
    referenceId: string;
    state: string;
    captureId: string | null;
    captured: number;
  };
  type Reference = {
    state: string;
    amount: number | null;
    sellerOrderId: string | null;
    authorizations: Authorization[];
  };
  const references = new Map<string, Reference>();
  const captures = new Map<string, { amount: number; refunded: number }>();
  const refundReferenceIds = new Set<string>();
  const script = freshScript();
  const givenBack: GivenBack[] = [];
  const error = (code: string, message: string, status = 400) =>
    xml(
      `<ErrorResponse xmlns="http://mws.amazonservices.com/schema/OffAmazonPayments/2013-01-01"><Error><Type>Sender</Type><Code>${code}</Code><Message>${message}</Message></Error><RequestId>${id("r", 8)}</RequestId></ErrorResponse>`,
      status,
    );
  const answer = (action: string, body: string) =>
    xml(
      `<${action}Response xmlns="http://mws.amazonservices.com/schema/OffAmazonPayments/2013-01-01"><${action}Result>${body}</${action}Result><ResponseMetadata><RequestId>${id("r", 8)}</RequestId></ResponseMetadata></${action}Response>`,
    );
  const authorizationXml = (a: Authorization) =>
    `<AuthorizationDetails><AmazonAuthorizationId>${a.id}</AmazonAuthorizationId><AuthorizationReferenceId>${a.referenceId}</AuthorizationReferenceId><AuthorizationStatus><State>${a.state}</State></AuthorizationStatus>${a.captureId ? `<IdList><member>${a.captureId}</member></IdList><CapturedAmount><Amount>${decimal(a.captured)}</Amount><CurrencyCode>USD</CurrencyCode></CapturedAmount>` : ""}</AuthorizationDetails>`;
  const authorize = (reference: Reference, form: URLSearchParams, control: Control): Answer => {
    const referenceId = form.get("AuthorizationReferenceId") ?? "";
    if (reference.authorizations.some((a) => a.referenceId === referenceId)) {
      return error("DuplicateReferenceId", "AuthorizationReferenceId was used before");
    }
    const captureId = id("S01-CAP-", 12);
    const captured = script.captureTakes ?? cents(form.get("AuthorizationAmount.Amount") ?? "0");
    const authorization: Authorization = {
      id: id("S01-AUTH-", 12),
      referenceId,
      state: "Closed",
      captureId,
      captured,
    };
    reference.authorizations.push(authorization);
    captures.set(captureId, { amount: captured, refunded: 0 });
    return afterCapture(control, script, answer("Authorize", authorizationXml(authorization)));
  };
  const gate = chargeGate();
  const standIn = await startStandIn((request, control) => {
    if (request.path !== "/OffAmazonPayments_Sandbox/2013-01-01") return undefined;
    const form = new URLSearchParams(request.body);
    const action = form.get("Action") ?? "";
    if (!form.get("Signature") || form.get("SellerId") !== "STANDINSELLER") {
      return error("InvalidParameterValue", "Unsigned request");
    }
    const reference = references.get(form.get("AmazonOrderReferenceId") ?? "");
    switch (action) {
      case "GetOrderReferenceDetails": {
        if (!reference) return error("InvalidOrderReferenceId", "Unknown reference");
        const ids = reference.authorizations.map((a) => `<member>${a.id}</member>`).join("");
        return answer(
          action,
          `<OrderReferenceDetails><OrderReferenceStatus><State>${reference.state}</State></OrderReferenceStatus>${reference.amount === null ? "" : `<OrderTotal><Amount>${decimal(reference.amount)}</Amount><CurrencyCode>USD</CurrencyCode></OrderTotal>`}${reference.sellerOrderId ? `<SellerOrderAttributes><SellerOrderId>${reference.sellerOrderId}</SellerOrderId></SellerOrderAttributes>` : ""}<IdList>${ids}</IdList></OrderReferenceDetails>`,
        );
      }
      case "SetOrderReferenceDetails":
        if (!reference) return error("InvalidOrderReferenceId", "Unknown reference");
        reference.amount = cents(form.get("OrderReferenceAttributes.OrderTotal.Amount") ?? "0");
        reference.sellerOrderId =
          form.get("OrderReferenceAttributes.SellerOrderAttributes.SellerOrderId") ?? null;
        return answer(action, "");
      case "ConfirmOrderReference":
        if (!reference) return error("InvalidOrderReferenceId", "Unknown reference");
        reference.state = "Open";
        return answer(action, "");
      case "Authorize": {
        if (!reference) return error("InvalidOrderReferenceId", "Unknown reference");
        return gate.pass(() => authorize(reference, form, control));
      }
      case "CancelOrderReference": {
        if (!reference) return error("InvalidOrderReferenceId", "Unknown reference");
        if (reference.authorizations.some((a) => a.captured > 0)) {
          return error("InvalidOrderReferenceStatus", "The reference has captures");
        }
        reference.state = "Canceled";
        givenBack.push({
          reference: form.get("AmazonOrderReferenceId") ?? "",
          amount: 0,
          key: "",
          action: "cancel",
        });
        return answer(action, "");
      }
      case "GetAuthorizationDetails": {
        const wanted = form.get("AmazonAuthorizationId");
        const found = [...references.values()]
          .flatMap((r) => r.authorizations)
          .find((a) => a.id === wanted);
        if (!found) return error("InvalidAuthorizationId", "Unknown authorization");
        return answer(action, authorizationXml(found));
      }
      case "GetCaptureDetails": {
        const capture = captures.get(form.get("AmazonCaptureId") ?? "");
        if (!capture) return error("InvalidCaptureId", "Unknown capture");
        return answer(
          action,
          `<CaptureDetails><CaptureAmount><Amount>${decimal(capture.amount)}</Amount><CurrencyCode>USD</CurrencyCode></CaptureAmount><RefundedAmount><Amount>${decimal(capture.refunded)}</Amount><CurrencyCode>USD</CurrencyCode></RefundedAmount></CaptureDetails>`,
        );
      }
      case "Refund": {
        const captureId = form.get("AmazonCaptureId") ?? "";
        const capture = captures.get(captureId);
        if (!capture) return error("InvalidCaptureId", "Unknown capture");
        const refundReferenceId = form.get("RefundReferenceId") ?? "";
        if (refundReferenceIds.has(refundReferenceId)) {
          return error("DuplicateReferenceId", "RefundReferenceId was used before");
        }
        if (script.refuseRefunds > 0) {
          script.refuseRefunds -= 1;
          return error(
            "TransactionAmountExceeded",
            "The refund cannot be processed right now for this capture.",
          );
        }
        refundReferenceIds.add(refundReferenceId);
        const amount = cents(form.get("RefundAmount.Amount") ?? "0");
        capture.refunded += amount;
        givenBack.push({ reference: captureId, amount, key: refundReferenceId, action: "refund" });
        return answer(
          action,
          `<RefundDetails><AmazonRefundId>${id("S01-REF-", 12)}</AmazonRefundId><RefundStatus><State>Pending</State></RefundStatus></RefundDetails>`,
        );
      }
      default:
        return undefined;
    }
  });
  return {
    method: "wallet",
    standIn,
    script,
    givenBack,
    references,
    holdCharges: gate.hold,
    letChargesGo: gate.letGo,
    env: {
      WALLET_MERCHANT_ID: "STANDINSELLER",
      WALLET_ACCESS_KEY: "AKIASTANDIN",
      WALLET_SECRET_KEY: "stand-in-secret",
      WALLET_CLIENT_ID: "amzn1.application-oa2-client.standin",
      WALLET_API_BASE: standIn.url,
    },
    prepare() {
      // The shopper chose a payment method in the wallet widgets: a Draft reference.
      const orderReferenceId = `S01-${id("", 7)}-${id("", 7)}`;
      references.set(orderReferenceId, {
        state: "Draft",
        amount: null,
        sellerOrderId: null,
        authorizations: [],
      });
      return `${orderReferenceId}|Atza|stand-in-access-token`;
    },
  };
}

// Financing (Affirm style): JSON, Basic auth, Idempotency-Key, under /api.
/**
 * Financing's stand-in also takes direct checkouts the server creates (issue 38: a new
 * application for a design change's difference) and lets a test approve one as the client would
 * at the provider: `approve` answers the URL the provider sends the client back to.
 */
export type FinancingStandIn = ProviderStandIn & {
  checkouts: Map<string, { orderId: string; amount: number; sku?: string; confirmUrl?: string }>;
  loans: { id: string; checkout_id: string; status: string; amount: number }[];
  approve(redirectUrl: string): URL;
  /** Captures wait from now on until `letChargesGo`; resolves when the first arrives. */
  holdCharges(): Promise<void>;
  letChargesGo(): void;
};

export async function financingStandIn(): Promise<FinancingStandIn> {
  type Loan = {
    id: string;
    checkout_id: string;
    order_id: string;
    status: string;
    amount: number;
    currency: string;
    created: string;
  };
  const checkouts = new Map<
    string,
    { orderId: string; amount: number; sku?: string; confirmUrl?: string }
  >();
  const loans: Loan[] = [];
  const script = freshScript();
  const givenBack: GivenBack[] = [];
  const once = idempotent();
  const affirmError = (status: number, code: string, message: string) =>
    json({ status_code: status, type: "invalid_request", code, message }, status);
  const gate = chargeGate();
  const standIn = await startStandIn((request, control) => {
    const key = request.headers["idempotency-key"];
    const body = (request.body ? JSON.parse(request.body) : {}) as Record<string, unknown>;
    if (request.path === "/api/v2/charges" && request.method === "POST") {
      return once(key, () => {
        const checkout = checkouts.get(String(body.checkout_token));
        if (!checkout) return affirmError(400, "checkout-token-invalid", "Invalid checkout token");
        // A checkout makes one loan: its token is spent once authorized.
        if (loans.some((l) => l.checkout_id === String(body.checkout_token))) {
          return affirmError(400, "checkout-token-used", "Checkout token already used");
        }
        const loan: Loan = {
          id: id("ALO4-", 8),
          checkout_id: String(body.checkout_token),
          order_id: String(body.order_id),
          status: "authorized",
          amount: checkout.amount,
          currency: "USD",
          created: new Date().toISOString(),
        };
        loans.unshift(loan);
        return json(loan);
      });
    }
    const chargePath = /^\/api\/v2\/charges\/([^/]+)\/(capture|void|refund)$/.exec(request.path);
    if (chargePath) {
      const loan = loans.find((l) => l.id === chargePath[1]);
      if (!loan) return affirmError(404, "not-found", "Charge not found");
      if (chargePath[2] === "capture") {
        return gate.pass(() => {
          const reply = once(key, () => {
            loan.status = "captured";
            loan.amount = script.captureTakes ?? loan.amount;
            return json({ amount: loan.amount, currency: "USD", type: "capture" });
          });
          return afterCapture(control, script, reply);
        });
      }
      return once(key, () => {
        if (chargePath[2] === "refund" && script.refuseRefunds > 0) {
          script.refuseRefunds -= 1;
          return affirmError(400, "refund-failed", "The refund could not be processed.");
        }
        const amount = chargePath[2] === "refund" ? Number(body.amount) : loan.amount;
        loan.status = chargePath[2] === "refund" ? "refunded" : "voided";
        givenBack.push({ reference: loan.id, amount, key: key ?? "", action: chargePath[2] ?? "" });
        return json({ amount, currency: "USD", type: chargePath[2] });
      });
    }
    if (request.path === "/api/v1/transactions") return json({ data: loans, next_cursor: null });
    if (request.path === "/api/v2/checkout/direct" && request.method === "POST") {
      return once(key, () => {
        const merchant = body.merchant as { user_confirmation_url?: string } | undefined;
        const items = body.items as { sku?: string }[] | undefined;
        const checkoutId = id("CHK", 20);
        checkouts.set(checkoutId, {
          orderId: String(body.order_id),
          amount: Number(body.total),
          sku: items?.[0]?.sku,
          confirmUrl: merchant?.user_confirmation_url,
        });
        return json({
          checkout_id: checkoutId,
          redirect_url: `${standIn.url}/apply/${checkoutId}`,
        });
      });
    }
    const readPath = /^\/api\/v2\/checkout\/([^/]+)$/.exec(request.path);
    if (readPath && request.method === "GET") {
      const checkout = checkouts.get(readPath[1] ?? "");
      if (!checkout) return affirmError(404, "not-found", "Checkout not found");
      return json({ order_id: checkout.orderId, total: checkout.amount, currency: "USD" });
    }
    return undefined;
  });
  return {
    method: "financing",
    standIn,
    script,
    givenBack,
    checkouts,
    loans,
    holdCharges: gate.hold,
    letChargesGo: gate.letGo,
    approve(redirectUrl) {
      const checkoutId = new URL(redirectUrl).pathname.split("/").pop() ?? "";
      const checkout = checkouts.get(checkoutId);
      if (!checkout?.confirmUrl) throw new Error(`no checkout to approve at ${redirectUrl}`);
      const back = new URL(checkout.confirmUrl);
      back.searchParams.set("checkout_token", checkoutId);
      return back;
    },
    env: {
      FINANCING_PUBLIC_KEY: "stand-in-public",
      FINANCING_PRIVATE_KEY: "stand-in-private",
      FINANCING_API_BASE: `${standIn.url}/api`,
    },
    prepare(orderId, amount) {
      // The shopper approved financing for this order's total and came back with the token.
      const token = id("CHK", 20);
      checkouts.set(token, { orderId, amount });
      return token;
    },
  };
}
