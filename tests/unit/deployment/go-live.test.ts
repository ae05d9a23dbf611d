import { readFileSync } from "node:fs";
import path from "node:path";
import {
  goLiveProblems,
  goLiveReport,
  PUBLISHED_SESSION_SECRETS,
  runtimeProblems,
  type GoLiveInput,
} from "@/lib/deployment/go-live";
import { simulatedPaymentsRule } from "@/lib/payments/config";

const none = { associates: [], staff: [], promoCodes: [] };

/** A production store that may start: every rule satisfied. */
const safe: GoLiveInput = {
  appEnv: "production",
  demo: false,
  siteUrl: "https://shop.example",
  smtpUrl: "smtp://mailer:secret@mail.example:587",
  mailTransport: undefined,
  simulatedPayments: { allowed: false, because: "production refuses it by default" },
  demoCredentials: none,
  sessionSecret: "a-real-store-secret-of-forty-characters-0123",
  allowStoreOverride: false,
  paymentModes: { stripe: "live", paypal: "live", wallet: "live", financing: "live" },
};

const rules = (input: GoLiveInput) => goLiveProblems(input).map((problem) => problem.rule);

describe("go-live rules (start-up in production)", () => {
  it("let a safe production store start", () => {
    expect(goLiveProblems(safe)).toEqual([]);
  });

  it("refuse demo associates with their published PINs, naming them", () => {
    const problems = goLiveProblems({
      ...safe,
      demoCredentials: { ...none, associates: ["dpatel", "jmorales"] },
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]?.rule).toBe("demo-credentials");
    expect(problems[0]?.message).toContain("dpatel, jmorales");
    expect(problems[0]?.message).toContain("published PINs");
  });

  it("refuse the demo editor with its published password", () => {
    const [problem] = goLiveProblems({
      ...safe,
      demoCredentials: { ...none, staff: ["editor@atelier-ardent.test"] },
    });
    expect(problem?.message).toContain("editor@atelier-ardent.test");
  });

  it("refuse demo promo codes", () => {
    const [problem] = goLiveProblems({
      ...safe,
      demoCredentials: { ...none, promoCodes: ["WELCOME15"] },
    });
    expect(problem).toMatchObject({ rule: "demo-credentials" });
    expect(problem?.message).toContain("WELCOME15");
  });

  it("refuse a database that cannot be checked", () => {
    expect(rules({ ...safe, demoCredentials: { unreadable: "relation does not exist" } })).toEqual([
      "database",
    ]);
  });

  it("refuse mail with no transport, unless files are asked for by name", () => {
    expect(rules({ ...safe, smtpUrl: undefined })).toEqual(["mail"]);
    expect(rules({ ...safe, smtpUrl: undefined, mailTransport: "file" })).toEqual([]);
    expect(rules({ ...safe, smtpUrl: undefined, mailTransport: "smtp" })).toEqual(["mail"]);
  });

  it("refuse simulated payments, whichever clause allowed them", () => {
    const [problem] = goLiveProblems({
      ...safe,
      simulatedPayments: { allowed: true, because: "PAYMENTS_REQUIRE_LIVE=0" },
    });
    expect(problem?.rule).toBe("payments");
    expect(problem?.message).toContain("PAYMENTS_REQUIRE_LIVE=0");
  });

  it("refuse a store without SITE_URL", () => {
    expect(rules({ ...safe, siteUrl: undefined })).toEqual(["site-url"]);
  });

  it("list every problem at once", () => {
    const problems = goLiveProblems({
      appEnv: "production",
      demo: false,
      siteUrl: undefined,
      smtpUrl: undefined,
      mailTransport: undefined,
      simulatedPayments: { allowed: true, because: "PAYMENTS_REQUIRE_LIVE=0" },
      demoCredentials: { associates: ["jmorales"], staff: ["e@x.test"], promoCodes: ["FIRSTBAG"] },
      sessionSecret: undefined,
      allowStoreOverride: true,
      paymentModes: { stripe: "test", paypal: null, wallet: null, financing: null },
    });
    expect(problems.map((p) => p.rule)).toEqual([
      "session-secret",
      "demo-credentials",
      "demo-credentials",
      "demo-credentials",
      "mail",
      "payments",
      "payment-sandbox",
      "site-url",
      "store-override",
    ]);
    const report = goLiveReport(problems);
    expect(report).toContain("9 problems");
    expect(report.split("\n")).toHaveLength(10);
  });

  it("leave the demo and non-production stores alone", () => {
    const unsafe: GoLiveInput = {
      ...safe,
      smtpUrl: undefined,
      simulatedPayments: { allowed: true, because: "PAYMENTS_REQUIRE_LIVE=0" },
      demoCredentials: { associates: ["jmorales"], staff: [], promoCodes: [] },
      sessionSecret: PUBLISHED_SESSION_SECRETS[0],
      allowStoreOverride: true,
      siteUrl: "http://localhost:3101",
      paymentModes: { stripe: "test", paypal: "sandbox", wallet: "sandbox", financing: "sandbox" },
    };
    expect(goLiveProblems({ ...unsafe, demo: true })).toEqual([]);
    expect(goLiveProblems({ ...unsafe, appEnv: "staging" })).toEqual([]);
    expect(goLiveProblems(unsafe)).toHaveLength(7);
  });
});

describe("go-live rules of issue 34: each unsafe setting refused with its own message", () => {
  it("refuse an unset SESSION_SECRET, naming it", () => {
    const problems = goLiveProblems({ ...safe, sessionSecret: undefined });
    expect(problems).toEqual([
      { rule: "session-secret", message: expect.stringContaining("SESSION_SECRET is not set") },
    ]);
  });

  it("refuse the test SESSION_SECRET that scripts/test-env.sh publishes", () => {
    const script = readFileSync(path.join(__dirname, "../../../scripts/test-env.sh"), "utf8");
    const published = /^export SESSION_SECRET="([^"]+)"/m.exec(script)?.[1];
    // The list follows the script: a new test secret there is refused here too.
    expect(PUBLISHED_SESSION_SECRETS).toContain(published);
    const problems = goLiveProblems({ ...safe, sessionSecret: published });
    expect(problems).toEqual([
      {
        rule: "session-secret",
        message: expect.stringContaining("SESSION_SECRET is the test secret published"),
      },
    ]);
  });

  it("refuse an http:// SITE_URL (passkeys need https), and take https in any case", () => {
    const problems = goLiveProblems({ ...safe, siteUrl: "http://shop.example" });
    expect(problems).toEqual([
      {
        rule: "site-url",
        message: expect.stringMatching(/SITE_URL is http:\/\/shop\.example, not https:.*passkeys/),
      },
    ]);
    expect(goLiveProblems({ ...safe, siteUrl: "HTTPS://shop.example" })).toEqual([]);
  });

  it("refuse ALLOW_STORE_OVERRIDE=1", () => {
    expect(goLiveProblems({ ...safe, allowStoreOverride: true })).toEqual([
      { rule: "store-override", message: expect.stringContaining("ALLOW_STORE_OVERRIDE=1") },
    ]);
  });

  it.each([
    ["stripe", "test", "STRIPE_SECRET_KEY sk_test_"],
    ["paypal", "sandbox", "PayPal sandbox (PAYPAL_ENV)"],
    ["wallet", "sandbox", "wallet sandbox (WALLET_ENV)"],
    ["financing", "sandbox", "financing sandbox (FINANCING_ENV)"],
  ] as const)("refuse %s in its %s mode, naming the setting", (provider, mode, named) => {
    const problems = goLiveProblems({
      ...safe,
      paymentModes: { ...safe.paymentModes, [provider]: mode },
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]?.rule).toBe("payment-sandbox");
    expect(problems[0]?.message).toContain(named);
  });

  it("let a store without a provider start (its method is not offered)", () => {
    const none = { stripe: null, paypal: null, wallet: null, financing: null };
    expect(goLiveProblems({ ...safe, paymentModes: none })).toEqual([]);
  });

  it("refuse a built server outside server.mjs, the demo and staging included; not next dev", () => {
    const [problem] = runtimeProblems({ builtServer: true, servedByServerMjs: false });
    expect(problem?.rule).toBe("server");
    expect(problem?.message).toContain("not running under server.mjs");
    expect(goLiveReport([problem!], "outside server.mjs")).toMatch(
      /^Refusing to start outside server\.mjs: 1 problem /,
    );
    expect(runtimeProblems({ builtServer: true, servedByServerMjs: true })).toEqual([]);
    expect(runtimeProblems({ builtServer: false, servedByServerMjs: false })).toEqual([]);
  });
});

describe("the simulated-payments rule", () => {
  it("names the clause that applied", () => {
    expect(simulatedPaymentsRule({ PAYMENTS_REQUIRE_LIVE: "0", APP_ENV: "production" })).toEqual({
      allowed: true,
      because: "PAYMENTS_REQUIRE_LIVE=0",
    });
    expect(simulatedPaymentsRule({ PAYMENTS_REQUIRE_LIVE: "true", APP_ENV: "test" })).toEqual({
      allowed: false,
      because: "PAYMENTS_REQUIRE_LIVE=1",
    });
    expect(simulatedPaymentsRule({ APP_ENV: "production" })).toEqual({
      allowed: false,
      because: "production refuses it by default",
    });
    expect(simulatedPaymentsRule({ APP_ENV: "development", PAYMENTS_REQUIRE_LIVE: "" })).toEqual({
      allowed: true,
      because: "allowed outside production",
    });
  });
});
