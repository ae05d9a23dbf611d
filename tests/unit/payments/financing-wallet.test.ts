import { createFinancingApi } from "@/lib/payments/financing/api";
import { createFinancingProvider } from "@/lib/payments/financing/provider";
import type { ChargeRequest } from "@/lib/payments/types";
import { createWalletApi, referenceId } from "@/lib/payments/wallet/api";
import { canonicalQuery, createMwsClient, signV2 } from "@/lib/payments/wallet/mws";
import { parseXml, xmlText, xmlTexts } from "@/lib/payments/wallet/xml";
import { createWalletProvider } from "@/lib/payments/wallet/provider";
import { walletToken } from "@/lib/payments/wallet-token";
import { fakeFetch, on, type Call } from "./fake-fetch";

const ORDER = "6f1c1d1e-0000-4000-8000-000000000001";
const request = (method: "financing" | "wallet", token: string): ChargeRequest => ({
  orderId: ORDER,
  amount: 12_500,
  currency: "USD",
  method,
  token,
  idempotencyKey: `order:${ORDER}:1`,
  description: "Atelier Ardent order",
});

describe("financing adapter", () => {
  const keys = { publicKey: "pub", privateKey: "priv", environment: "sandbox" as const };
  const provider = (fetchImpl: Parameters<typeof createFinancingApi>[1]) =>
    createFinancingProvider(createFinancingApi(keys, fetchImpl));

  it("authorizes the checkout token, checks the amount, then captures", async () => {
    const { fetchImpl, calls } = fakeFetch(
      on("POST", "/api/v2/charges", {
        json: { id: "ALO4-UVGR", amount: 12_500, currency: "USD", order_id: ORDER },
      }),
      on("POST", "/api/v2/charges/ALO4-UVGR/capture", {
        json: { amount: 12_500, currency: "USD", type: "capture" },
      }),
    );
    expect(await provider(fetchImpl).charge(request("financing", "CHKTOKEN123"))).toEqual({
      ok: true,
      provider: "financing",
      status: "captured",
      reference: "ALO4-UVGR",
    });
    const [authorize, capture] = calls;
    expect(authorize?.url).toBe("https://sandbox.affirm.com/api/v2/charges");
    expect(JSON.parse(authorize?.body ?? "{}")).toEqual({
      checkout_token: "CHKTOKEN123",
      order_id: ORDER,
    });
    expect(authorize?.headers.authorization).toBe(
      `Basic ${Buffer.from("pub:priv").toString("base64")}`,
    );
    expect(capture?.headers["idempotency-key"]).toBe(`order:${ORDER}:1:capture`);
  });

  it("hands back a loan for another amount as a hold to void, and does not capture it", async () => {
    const { fetchImpl, calls } = fakeFetch(
      on("POST", "/api/v2/charges", { json: { id: "C1", amount: 100, currency: "USD" } }),
      on("POST", "/api/v2/charges/C1/void", { json: {} }),
    );
    const financing = provider(fetchImpl);
    const result = await financing.charge(request("financing", "CHKTOKEN123"));
    expect(result).toMatchObject({
      ok: false,
      code: "amount_mismatch",
      stranded: { action: "void", reference: "C1", amount: 100, currency: "USD" },
    });
    expect(calls.map((c) => new URL(c.url).pathname)).toEqual(["/api/v2/charges"]);
    if (result.ok || !result.stranded) throw new Error("expected a stranded loan");
    await financing.giveBack(result.stranded, "giveback_1");
    expect(calls.at(-1)?.url).toBe("https://sandbox.affirm.com/api/v2/charges/C1/void");
    expect(calls.at(-1)?.headers["idempotency-key"]).toBe("giveback_1");
  });

  it("turns a refused authorization into a shopper message", async () => {
    const { fetchImpl } = fakeFetch(
      on("POST", "/api/v2/charges", {
        status: 400,
        json: { code: "checkout-token-used", message: "used" },
      }),
    );
    expect(await provider(fetchImpl).charge(request("financing", "CHKTOKEN123"))).toMatchObject({
      ok: false,
      code: "authorization_failed",
      message: expect.stringContaining("financing"),
    });
  });
});

describe("financing lookup (reconciling an order a crash left pending)", () => {
  const keys = { publicKey: "pub", privateKey: "priv", environment: "sandbox" as const };
  const provider = (fetchImpl: Parameters<typeof createFinancingApi>[1]) =>
    createFinancingProvider(createFinancingApi(keys, fetchImpl));
  const startedAt = new Date("2026-11-25T10:00:00Z");
  const lookUp = {
    idempotencyKey: `order:${ORDER}:1`,
    orderId: ORDER,
    amount: 12_500,
    token: "CHKTOKEN123",
    startedAt,
  };
  const loan = (status: string, extra: Record<string, unknown> = {}) => ({
    id: "ALO4-UVGR",
    checkout_id: "CHKTOKEN123",
    order_id: ORDER,
    status,
    amount: 12_500,
    currency: "USD",
    created: "2026-11-25T10:00:02Z",
    ...extra,
  });
  const other = (minutes: number) =>
    loan("captured", {
      id: `OTHER-${minutes}`,
      checkout_id: `CHK-${minutes}`,
      created: new Date(startedAt.getTime() + minutes * 60_000).toISOString(),
    });
  /** The transactions list, one page per array; the cursor is the page number. */
  const pages = (...list: unknown[][]) =>
    on("GET", "/api/v1/transactions", (call) => {
      const page = Number(new URL(call.url).searchParams.get("cursor") ?? "0");
      const nextCursor = page + 1 < list.length ? String(page + 1) : null;
      return { json: { data: list[page] ?? [], next_cursor: nextCursor } };
    });
  const posts = (calls: Call[]) => calls.filter((c) => c.method === "POST");

  it("finds the captured loan by its checkout token, reading only", async () => {
    const { fetchImpl, calls } = fakeFetch(pages([other(9), other(8)], [loan("captured")]));
    expect(await provider(fetchImpl).lookup?.(lookUp)).toEqual({
      state: "captured",
      reference: "ALO4-UVGR",
    });
    expect(posts(calls)).toEqual([]);
    expect(new URL(calls[0]?.url ?? "").searchParams.get("limit")).toBe("100");
  });

  it("reports a loan nobody captured as a hold to void, without voiding it itself", async () => {
    const { fetchImpl, calls } = fakeFetch(pages([loan("authorized")]));
    expect(await provider(fetchImpl).lookup?.(lookUp)).toEqual({
      state: "stranded",
      stranded: {
        action: "void",
        reference: "ALO4-UVGR",
        amount: 12_500,
        currency: "USD",
        reason: "not_captured",
      },
    });
    expect(posts(calls)).toEqual([]);
  });

  it("reports nothing charged once the list is read past the attempt's start", async () => {
    const { fetchImpl, calls } = fakeFetch(pages([other(3), other(-30)], [loan("captured")]));
    expect(await provider(fetchImpl).lookup?.(lookUp)).toEqual({ state: "none" });
    expect(calls).toHaveLength(1);
  });

  it("cannot say when the pages run out before the attempt's start", async () => {
    const busy = Array.from({ length: 6 }, (_, page) => [other(60 - page)]);
    const { fetchImpl, calls } = fakeFetch(pages(...busy));
    expect(await provider(fetchImpl).lookup?.(lookUp)).toEqual({ state: "unknown" });
    expect(calls).toHaveLength(5);
  });

  it("leaves a refunded loan or another order's to a person", async () => {
    for (const found of [loan("refunded"), loan("captured", { order_id: "another-order" })]) {
      const { fetchImpl, calls } = fakeFetch(pages([found]));
      expect(await provider(fetchImpl).lookup?.(lookUp)).toEqual({ state: "unknown" });
      expect(posts(calls)).toEqual([]);
    }
  });

  it("reports a loan captured for another sum as money to refund", async () => {
    const { fetchImpl, calls } = fakeFetch(pages([loan("captured", { amount: 100 })]));
    expect(await provider(fetchImpl).lookup?.(lookUp)).toMatchObject({
      state: "stranded",
      stranded: { action: "refund", reference: "ALO4-UVGR", amount: 100 },
    });
    expect(posts(calls)).toEqual([]);
  });
});

describe("wallet request signing (AWS Signature Version 2)", () => {
  it("matches AWS's published example", () => {
    const signature = signV2(
      "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      "GET",
      "elasticmapreduce.amazonaws.com",
      "/",
      {
        AWSAccessKeyId: "AKIAIOSFODNN7EXAMPLE",
        Action: "DescribeJobFlows",
        SignatureMethod: "HmacSHA256",
        SignatureVersion: "2",
        Timestamp: "2011-10-03T15:19:30",
        Version: "2009-03-31",
      },
    );
    expect(signature).toBe("i91nKc4PWAt0JJIdXwz9HxZCJDdiy6cf/Mj6vPxyYIs=");
  });
  it("sorts by byte order and encodes per RFC 3986", () => {
    expect(canonicalQuery({ b: "x y", B: "*!", a: "é" })).toBe("B=%2A%21&a=%C3%A9&b=x%20y");
  });
  it("reads values at a tag path and decodes entities", () => {
    const xml = parseXml('<A xmlns="urn:x"><B><Name>Tom &amp; Co</Name></B><Name>outer</Name></A>');
    expect(xmlText(xml, "A", "B", "Name")).toBe("Tom & Co");
    expect(xmlText(xml, "A", "Name")).toBe("outer");
    expect(xmlText(xml, "A", "C")).toBeNull();
    // An element that holds elements has no text of its own.
    expect(xmlText(xml, "A", "B")).toBeNull();
  });
  it("takes an element's own list before one nested deeper", () => {
    const xml = parseXml(
      "<D><Child><IdList><member>nested</member></IdList></Child>" +
        "<IdList><member>A-1</member><member>A-2</member></IdList></D>",
    );
    expect(xmlTexts(xml, "member", "D", "IdList")).toEqual(["A-1", "A-2"]);
    expect(xmlTexts(xml, "member", "D", "Missing")).toEqual([]);
  });
});

describe("wallet adapter", () => {
  const keys = {
    merchantId: "A1SELLER",
    accessKey: "AKID",
    secretKey: "secret",
    clientId: "amzn1.client",
    environment: "sandbox" as const,
  };
  const REF = "S01-1234567-1234567";
  const reference = (state: string, total?: string) => `
    <GetOrderReferenceDetailsResponse><GetOrderReferenceDetailsResult><OrderReferenceDetails>
      <AmazonOrderReferenceId>${REF}</AmazonOrderReferenceId>
      <OrderReferenceStatus><State>${state}</State></OrderReferenceStatus>
      ${total ? `<OrderTotal><Amount>${total}</Amount><CurrencyCode>USD</CurrencyCode></OrderTotal>` : ""}
      <SellerOrderAttributes><SellerOrderId>${ORDER}</SellerOrderId></SellerOrderAttributes>
      <Buyer><Name>Pat Buyer</Name><Email>pat@example.com</Email></Buyer>
      <Destination><PhysicalDestination><Name>Pat</Name><City>Boston</City><CountryCode>US</CountryCode></PhysicalDestination></Destination>
    </OrderReferenceDetails></GetOrderReferenceDetailsResult></GetOrderReferenceDetailsResponse>`;
  const authorized = (state: string, captured: string) => `
    <AuthorizeResponse><AuthorizeResult><AuthorizationDetails>
      <AuthorizationStatus><State>${state}</State><ReasonCode>MaxCapturesProcessed</ReasonCode></AuthorizationStatus>
      <CapturedAmount><Amount>${captured}</Amount><CurrencyCode>USD</CurrencyCode></CapturedAmount>
      <IdList><member>S01-1234567-1234567-C000001</member></IdList>
    </AuthorizationDetails></AuthorizeResult></AuthorizeResponse>`;
  const action = (call: Call) => new URLSearchParams(call.body).get("Action");
  const mwsRoute = (answers: Record<string, string | (() => string)>) => (call: Call) => {
    const name = action(call) ?? "";
    const answer = answers[name];
    if (answer === undefined) return undefined;
    return { text: typeof answer === "function" ? answer() : answer };
  };

  it("sets the server total, confirms, checks it and authorizes with capture", async () => {
    let state = "Draft";
    const { fetchImpl, calls } = fakeFetch(
      mwsRoute({
        GetOrderReferenceDetails: () =>
          state === "Draft" ? reference("Draft") : reference("Open", "125.00"),
        SetOrderReferenceDetails: "<ok/>",
        ConfirmOrderReference: () => {
          state = "Open";
          return "<ok/>";
        },
        Authorize: authorized("Closed", "125.00"),
      }),
    );
    const provider = createWalletProvider(createWalletApi(createMwsClient(keys, fetchImpl)));
    expect(await provider.charge(request("wallet", walletToken(REF, "Atza|token")))).toEqual({
      ok: true,
      provider: "wallet",
      status: "captured",
      reference: "S01-1234567-1234567-C000001",
    });
    expect(calls.map(action)).toEqual([
      "GetOrderReferenceDetails",
      "SetOrderReferenceDetails",
      "ConfirmOrderReference",
      "GetOrderReferenceDetails",
      "Authorize",
    ]);
    const set = new URLSearchParams(calls[1]?.body);
    expect(set.get("OrderReferenceAttributes.OrderTotal.Amount")).toBe("125.00");
    expect(set.get("SellerId")).toBe("A1SELLER");
    expect(set.get("Signature")).toBeTruthy();
    expect(new URLSearchParams(calls[0]?.body).get("AccessToken")).toBe("Atza|token");
    const authorize = new URLSearchParams(calls[4]?.body);
    expect(authorize.get("CaptureNow")).toBe("true");
    expect(authorize.get("TransactionTimeout")).toBe("0");
    expect(calls[0]?.url).toBe(
      "https://mws.amazonservices.com/OffAmazonPayments_Sandbox/2013-01-01",
    );
  });

  it("refuses a reference already confirmed for another amount", async () => {
    const { fetchImpl, calls } = fakeFetch(
      mwsRoute({ GetOrderReferenceDetails: reference("Open", "1.00") }),
    );
    const provider = createWalletProvider(createWalletApi(createMwsClient(keys, fetchImpl)));
    expect(await provider.charge(request("wallet", walletToken(REF, "Atza|t")))).toMatchObject({
      ok: false,
      code: "amount_mismatch",
    });
    expect(calls.map(action)).not.toContain("Authorize");
  });

  it("reports a declined authorization", async () => {
    const { fetchImpl } = fakeFetch(
      mwsRoute({
        GetOrderReferenceDetails: reference("Open", "125.00"),
        Authorize: authorized("Declined", "0.00").replace(
          "MaxCapturesProcessed",
          "InvalidPaymentMethod",
        ),
      }),
    );
    const provider = createWalletProvider(createWalletApi(createMwsClient(keys, fetchImpl)));
    expect(await provider.charge(request("wallet", walletToken(REF, "Atza|t")))).toMatchObject({
      ok: false,
      code: "invalid_payment_method",
    });
  });

  it("reads the buyer and shipping address for the details call", async () => {
    const { fetchImpl } = fakeFetch(
      mwsRoute({ GetOrderReferenceDetails: reference("Open", "125.00") }),
    );
    const details = await createWalletApi(createMwsClient(keys, fetchImpl)).getOrderReference(
      REF,
      "Atza|t",
    );
    expect(details).toMatchObject({
      state: "Open",
      amount: 12_500,
      currency: "USD",
      buyer: { name: "Pat Buyer", email: "pat@example.com" },
      shippingAddress: { name: "Pat", city: "Boston", country: "US", line1: null },
    });
  });
  describe("lookup (reconciling an order a crash left pending)", () => {
    const KEY = `order:${ORDER}:1`;
    const lookUp = {
      idempotencyKey: KEY,
      orderId: ORDER,
      amount: 12_500,
      token: walletToken(REF, "Atza|t"),
      startedAt: new Date(),
    };
    const withAuthorizations = (...ids: string[]) => `
      <GetOrderReferenceDetailsResponse><GetOrderReferenceDetailsResult><OrderReferenceDetails>
        <OrderReferenceStatus><State>Open</State></OrderReferenceStatus>
        <IdList>${ids.map((id) => `<member>${id}</member>`).join("")}</IdList>
      </OrderReferenceDetails></GetOrderReferenceDetailsResult></GetOrderReferenceDetailsResponse>`;
    const authorization = (key: string, state: string, captured: string) =>
      authorized(state, captured).replace(
        "<AuthorizationStatus>",
        `<AuthorizationReferenceId>${referenceId(key)}</AuthorizationReferenceId><AuthorizationStatus>`,
      );
    const lookup = (answers: Parameters<typeof mwsRoute>[0]) => {
      const { fetchImpl, calls } = fakeFetch(mwsRoute(answers));
      const provider = createWalletProvider(createWalletApi(createMwsClient(keys, fetchImpl)));
      return { result: provider.lookup?.(lookUp), calls };
    };

    it("finds this attempt's captured authorization among earlier tries, reading only", async () => {
      const { result, calls } = lookup({
        GetOrderReferenceDetails: withAuthorizations("AUTH-1", "AUTH-2"),
        GetAuthorizationDetails: () =>
          calls.length === 2
            ? authorization(`order:${ORDER}:0`, "Declined", "0.00")
            : authorization(KEY, "Closed", "125.00"),
      });
      expect(await result).toEqual({
        state: "captured",
        reference: "S01-1234567-1234567-C000001",
      });
      expect(calls.map(action)).toEqual([
        "GetOrderReferenceDetails",
        "GetAuthorizationDetails",
        "GetAuthorizationDetails",
      ]);
      expect(new URLSearchParams(calls[2]?.body).get("AmazonAuthorizationId")).toBe("AUTH-2");
    });

    it("reports nothing charged when no authorization carries this attempt's key", async () => {
      const { result } = lookup({
        GetOrderReferenceDetails: withAuthorizations("AUTH-1"),
        GetAuthorizationDetails: authorization("another-key", "Closed", "125.00"),
      });
      expect(await result).toEqual({ state: "none" });
      const declined = lookup({
        GetOrderReferenceDetails: withAuthorizations("AUTH-1"),
        GetAuthorizationDetails: authorization(KEY, "Declined", "0.00"),
      });
      expect(await declined.result).toEqual({ state: "none" });
    });

    it("leaves a pending authorization to a person", async () => {
      const { result } = lookup({
        GetOrderReferenceDetails: withAuthorizations("AUTH-1"),
        GetAuthorizationDetails: authorization(KEY, "Pending", "0.00").replace(
          /<IdList>[\s\S]*?<\/IdList>/,
          "",
        ),
      });
      expect(await result).toEqual({ state: "unknown" });
    });

    it("reports nothing charged for a reference the provider does not know", async () => {
      const { fetchImpl } = fakeFetch(() => ({
        status: 404,
        text: "<ErrorResponse><Error><Code>InvalidOrderReferenceId</Code></Error></ErrorResponse>",
      }));
      const provider = createWalletProvider(createWalletApi(createMwsClient(keys, fetchImpl)));
      expect(await provider.lookup?.(lookUp)).toEqual({ state: "none" });
    });
  });
});
