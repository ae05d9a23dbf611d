import { goLiveProblems, goLiveReport, type GoLiveInput } from "@/lib/deployment/go-live";
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
    });
    expect(problems.map((p) => p.rule)).toEqual([
      "demo-credentials",
      "demo-credentials",
      "demo-credentials",
      "mail",
      "payments",
      "site-url",
    ]);
    const report = goLiveReport(problems);
    expect(report).toContain("6 problems");
    expect(report.split("\n")).toHaveLength(7);
  });

  it("leave the demo and non-production stores alone", () => {
    const unsafe: GoLiveInput = {
      ...safe,
      siteUrl: undefined,
      smtpUrl: undefined,
      simulatedPayments: { allowed: true, because: "PAYMENTS_REQUIRE_LIVE=0" },
      demoCredentials: { associates: ["jmorales"], staff: [], promoCodes: [] },
    };
    expect(goLiveProblems({ ...unsafe, demo: true })).toEqual([]);
    expect(goLiveProblems({ ...unsafe, appEnv: "staging" })).toEqual([]);
    expect(goLiveProblems(unsafe)).toHaveLength(4);
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
