import { log } from "@/lib/log";
import { parsePaymentConfig, PaymentConfigError } from "@/lib/payments/config";
import { paymentOptions, providerFor } from "@/lib/payments/providers";

process.env.SESSION_SECRET = "unit-test-secret-unit-test-secret-0123";

const stripe = { STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_PUBLISHABLE_KEY: "pk_test_abc" };

describe("payment environment", () => {
  it("runs every method locally when nothing is set", () => {
    const config = parsePaymentConfig({});
    expect(config).toMatchObject({ stripe: null, paypal: null, wallet: null, financing: null });
    expect(paymentOptions(["card", "paypal", "wallet", "financing"], config).methods).toEqual([
      { method: "card", mode: "local" },
      { method: "paypal", mode: "local" },
      { method: "wallet", mode: "local" },
      { method: "financing", mode: "local" },
    ]);
    expect(providerFor("card", config).name).toBe("local");
  });

  it("refuses simulated payments in production unless told otherwise", () => {
    expect(parsePaymentConfig({ APP_ENV: "production" }).requireLive).toBe(true);
    expect(
      parsePaymentConfig({ APP_ENV: "production", PAYMENTS_REQUIRE_LIVE: "0" }).requireLive,
    ).toBe(false);
    expect(parsePaymentConfig({ APP_ENV: "test" }).requireLive).toBe(false);
    expect(parsePaymentConfig({ APP_ENV: "test", PAYMENTS_REQUIRE_LIVE: "1" }).requireLive).toBe(
      true,
    );
    // No keys in production: nothing is offered, rather than a simulated card form.
    expect(paymentOptions(["card"], parsePaymentConfig({ APP_ENV: "production" })).methods).toEqual(
      [],
    );
  });

  it("treats blank values as unset", () => {
    expect(
      parsePaymentConfig({ STRIPE_SECRET_KEY: " ", STRIPE_PUBLISHABLE_KEY: "" }).stripe,
    ).toBeNull();
  });

  it("stops on a half-configured provider, naming the missing variable", () => {
    expect(() => parsePaymentConfig({ STRIPE_SECRET_KEY: "sk_test_abc" })).toThrow(
      /STRIPE_PUBLISHABLE_KEY: must be set together with STRIPE_SECRET_KEY/,
    );
    expect(() => parsePaymentConfig({ FINANCING_PUBLIC_KEY: "pub" })).toThrow(PaymentConfigError);
    expect(() => parsePaymentConfig({ WALLET_MERCHANT_ID: "A1", WALLET_CLIENT_ID: "c" })).toThrow(
      /WALLET_ACCESS_KEY/,
    );
  });

  it("refuses mixed test and live Stripe keys and malformed ones", () => {
    expect(() =>
      parsePaymentConfig({
        STRIPE_SECRET_KEY: "sk_live_abc",
        STRIPE_PUBLISHABLE_KEY: "pk_test_abc",
      }),
    ).toThrow(/is a test key but STRIPE_SECRET_KEY is a live key/);
    expect(() => parsePaymentConfig({ ...stripe, STRIPE_WEBHOOK_SECRET: "nope" })).toThrow(
      /whsec_/,
    );
    expect(() => parsePaymentConfig({ PAYPAL_ENV: "production" })).toThrow(/PAYPAL_ENV/);
  });

  it("uses the live adapter and exposes only public keys when keys are set", () => {
    const config = parsePaymentConfig({
      ...stripe,
      PAYPAL_CLIENT_ID: "pp-client",
      PAYPAL_CLIENT_SECRET: "pp-secret",
      PAYPAL_ENV: "live",
    });
    expect(providerFor("card", config).name).toBe("stripe");
    expect(providerFor("paypal", config).name).toBe("paypal");
    expect(providerFor("wallet", config).name).toBe("local");
    const options = paymentOptions(["paypal", "card"], config);
    expect(options.methods).toEqual([
      { method: "paypal", mode: "live", clientId: "pp-client" },
      { method: "card", mode: "live", publishableKey: "pk_test_abc" },
    ]);
    expect(JSON.stringify(options)).not.toMatch(/sk_test|pp-secret/);
  });

  it("with PAYMENTS_REQUIRE_LIVE, never simulates a method", async () => {
    const config = parsePaymentConfig({ ...stripe, PAYMENTS_REQUIRE_LIVE: "1" });
    expect(paymentOptions(["card", "paypal"], config).methods.map((m) => m.method)).toEqual([
      "card",
    ]);
    const result = await providerFor("paypal", config).charge({
      orderId: "o",
      amount: 100,
      currency: "USD",
      method: "paypal",
      token: "lpp_x.y",
      idempotencyKey: "k",
      description: "d",
    });
    expect(result).toMatchObject({ ok: false, code: "method_unavailable" });
  });

  it("answers a malformed charge request with a failure, not a provider call", async () => {
    const logged = jest.spyOn(log(), "error").mockImplementation(() => undefined);
    const result = await providerFor("card", parsePaymentConfig({})).charge({
      orderId: "o",
      amount: 12.5,
      currency: "USD",
      method: "card",
      token: "lct_x.y",
      idempotencyKey: "k",
      description: "d",
    });
    expect(result).toMatchObject({ ok: false, code: "invalid_request" });
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});

describe("provider API bases and time-out", () => {
  const paypal = { PAYPAL_CLIENT_ID: "id", PAYPAL_CLIENT_SECRET: "secret" };

  it("reaches the provider's own host unless a base is set, and bounds each call to 20 s", () => {
    const config = parsePaymentConfig({ ...paypal });
    expect(config.paypal?.apiBase).toBeUndefined();
    expect(config.timeoutMs).toBe(20_000);
    expect(config.paypal?.timeoutMs).toBe(20_000);
  });

  it("takes an https base, or plain http on loopback only", () => {
    expect(
      parsePaymentConfig({ ...paypal, PAYPAL_API_BASE: "https://api-m.paypal.example/" }).paypal
        ?.apiBase,
    ).toBe("https://api-m.paypal.example");
    expect(
      parsePaymentConfig({ ...stripe, STRIPE_API_BASE: "http://127.0.0.1:4010" }).stripe?.apiBase,
    ).toBe("http://127.0.0.1:4010");
    expect(() =>
      parsePaymentConfig({ ...paypal, PAYPAL_API_BASE: "http://payments.example.com" }),
    ).toThrow(/PAYPAL_API_BASE: must be https/);
    expect(() => parsePaymentConfig({ FINANCING_API_BASE: "ftp://127.0.0.1/api" })).toThrow(
      /FINANCING_API_BASE/,
    );
  });

  it("refuses a time-out outside 1 to 60 seconds", () => {
    expect(parsePaymentConfig({ PAYMENTS_PROVIDER_TIMEOUT_MS: "1500" }).timeoutMs).toBe(1500);
    for (const value of ["500", "61000", "2s"]) {
      expect(() => parsePaymentConfig({ PAYMENTS_PROVIDER_TIMEOUT_MS: value })).toThrow(
        /PAYMENTS_PROVIDER_TIMEOUT_MS/,
      );
    }
  });
});
