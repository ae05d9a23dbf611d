import {
  configuredIntegrations,
  INTEGRATIONS,
  integrationSources,
  shellSettings,
  type IntegrationSettings,
} from "../../lib/integrations";
import { hashedPolicy, noncePolicy, SCRIPT_HASHES_PLACEHOLDER } from "../../lib/security/csp";
import { HASHES_PLACEHOLDER } from "../../lib/security/served-html.mjs";
import { liveChatOrigin } from "../../lib/shell/third-party";

const NONE: IntegrationSettings = {
  production: false,
  stripe: false,
  paypal: null,
  wallet: null,
  financing: null,
  analyticsId: null,
  emailMarketingKey: null,
  liveChatSrc: null,
};

const EVERYTHING: IntegrationSettings = {
  production: true,
  stripe: true,
  paypal: "live",
  wallet: "live",
  financing: "live",
  analyticsId: "G-ABC123XYZ",
  emailMarketingKey: "PUBKEY",
  liveChatSrc: "https://chat.example/widget.js",
};

/** One directive's sources in a serialized policy. */
const directive = (policy: string, name: string) =>
  new RegExp(`(?:^|; )${name} ([^;]*)`).exec(policy)?.[1]?.split(" ") ?? [];

describe("one list of integrations (issue 24)", () => {
  it("lists every integration the store ships", () => {
    expect(INTEGRATIONS.map((integration) => integration.name)).toEqual([
      "stripe",
      "paypal",
      "wallet",
      "financing",
      "analytics",
      "email-marketing",
      "live-chat",
    ]);
  });

  it("opens nothing when nothing is configured", () => {
    expect(configuredIntegrations(NONE)).toEqual([]);
    expect(integrationSources(NONE)).toEqual({
      script: [],
      frame: [],
      connect: [],
      img: [],
      style: [],
    });
  });

  it("configures each integration from its own settings", () => {
    expect(configuredIntegrations(EVERYTHING)).toEqual(INTEGRATIONS.map((i) => i.name));
    expect(configuredIntegrations({ ...NONE, stripe: true })).toEqual(["stripe"]);
    // Analytics, e-mail marketing and chat are production only (spec 9); payments are not.
    expect(configuredIntegrations({ ...EVERYTHING, production: false })).toEqual([
      "stripe",
      "paypal",
      "wallet",
      "financing",
    ]);
  });

  it("lets the e-mail-marketing tracker post to its API", () => {
    const sources = integrationSources({ ...NONE, production: true, emailMarketingKey: "K" });
    expect(sources.connect).toEqual(["https://a.klaviyo.com"]);
  });

  it("allows the live chat's origin for its script, frames and calls", () => {
    const sources = integrationSources({
      ...NONE,
      production: true,
      liveChatSrc: "https://chat.example/widget.js?key=1",
    });
    for (const kind of ["script", "frame", "connect", "img", "style"] as const) {
      expect(sources[kind]).toEqual(["https://chat.example"]);
    }
    // A same-origin widget needs nothing beyond 'self'.
    expect(
      integrationSources({ ...NONE, production: true, liveChatSrc: "/chat.js" }).script,
    ).toEqual([]);
  });

  it("allows the wallet's widget frames and calls for its environment", () => {
    const live = integrationSources({ ...NONE, wallet: "live" });
    expect(live.frame).toContain("https://payments.amazon.com");
    expect(live.connect).toContain("https://payments.amazon.com");
    expect(live.script).toContain("https://static-na.payments-amazon.com");
    const sandbox = integrationSources({ ...NONE, wallet: "sandbox" });
    expect(sandbox.frame).toContain("https://payments-sandbox.amazon.com");
    expect(sandbox.frame).not.toContain("https://payments.amazon.com");
  });

  it("lists each source once", () => {
    const sources = integrationSources(EVERYTHING);
    for (const list of Object.values(sources)) expect(new Set(list).size).toBe(list.length);
  });

  it("tells the shell only what production may start", () => {
    expect(shellSettings({ ...EVERYTHING, production: false })).toEqual({
      production: false,
      analyticsId: null,
      emailMarketingKey: null,
      liveChatSrc: null,
    });
    expect(shellSettings(EVERYTHING).liveChatSrc).toBe("https://chat.example/widget.js");
  });
});

describe("live chat sources", () => {
  it("takes https, same-origin paths and loopback http only", () => {
    expect(liveChatOrigin("https://chat.example/w.js")).toBe("https://chat.example");
    expect(liveChatOrigin("/chat/w.js")).toBe("");
    expect(liveChatOrigin("http://127.0.0.1:4100/w.js")).toBe("http://127.0.0.1:4100");
    expect(liveChatOrigin("http://chat.example/w.js")).toBeNull();
    expect(liveChatOrigin("//chat.example/w.js")).toBeNull();
    expect(liveChatOrigin("javascript:alert(1)")).toBeNull();
    expect(liveChatOrigin(undefined)).toBeNull();
  });
});

describe("the pages' policies (lib/security/csp.ts)", () => {
  const sources = integrationSources(EVERYTHING);
  const policies = [
    noncePolicy("abc", sources),
    hashedPolicy(sources),
    noncePolicy("x", sources, true),
  ];

  it("never let an inline script run without a nonce or hash", () => {
    for (const policy of policies) {
      const scripts = directive(policy, "script-src");
      expect(scripts[0]).toBe("'strict-dynamic'");
      expect(scripts).not.toContain("'unsafe-inline'");
    }
    expect(directive(hashedPolicy(sources), "script-src")).toContain(SCRIPT_HASHES_PLACEHOLDER);
    expect(directive(noncePolicy("abc", sources), "script-src")).toContain("'nonce-abc'");
  });

  it("are built from the configured integrations", () => {
    const policy = hashedPolicy(sources);
    expect(directive(policy, "connect-src")).toEqual(["'self'", ...sources.connect]);
    expect(directive(policy, "frame-src")).toEqual(sources.frame);
    expect(directive(policy, "connect-src")).toContain("https://a.klaviyo.com");
    const bare = hashedPolicy(integrationSources(NONE));
    expect(directive(bare, "frame-src")).toEqual(["'none'"]);
    expect(directive(bare, "connect-src")).toEqual(["'self'"]);
  });

  it("share the placeholder server.mjs fills in", () => {
    expect(SCRIPT_HASHES_PLACEHOLDER).toBe(HASHES_PLACEHOLDER);
  });
});
