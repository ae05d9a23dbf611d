/**
 * The third parties the store ships, each declaring in one place the origins its browser code
 * needs (issue 24). Every page's Content-Security-Policy is built from the integrations that are
 * configured, so a provider switched on by its environment variables is allowed everywhere it
 * runs, and one that is off opens nothing. Pure: the settings come from lib/integrations/current.ts.
 */
import { liveChatOrigin } from "../shell/third-party";

/** The policy directives an integration may add sources to. */
export type Directive = "script" | "frame" | "connect" | "img" | "style";

type Sources = Partial<Record<Directive, readonly string[]>>;

type Environment = "sandbox" | "live";

/** What is configured, read from the environment at run time (never at build time). */
export type IntegrationSettings = {
  /** APP_ENV is production: analytics, e-mail marketing and live chat run only then (spec 9). */
  production: boolean;
  stripe: boolean;
  paypal: Environment | null;
  wallet: Environment | null;
  financing: Environment | null;
  /** Google Analytics measurement id, when valid. */
  analyticsId: string | null;
  /** The e-mail-marketing service's public key (company id). */
  emailMarketingKey: string | null;
  /** The live-chat widget's script URL, when safe to load (see liveChatOrigin). */
  liveChatSrc: string | null;
};

export type Integration = {
  name: string;
  /** The sources it needs under these settings; null when it is not configured. */
  sources(settings: IntegrationSettings): Sources | null;
};

/** Card payments: Stripe.js, its Elements frames, its API, its card brand images. */
const stripe: Integration = {
  name: "stripe",
  sources: ({ stripe }) =>
    stripe
      ? {
          script: ["https://js.stripe.com", "https://*.js.stripe.com"],
          frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
          connect: ["https://api.stripe.com"],
          img: ["https://*.stripe.com"],
        }
      : null,
};

/** PayPal's JS SDK: loaded from www.paypal.com, frames and calls there (sandbox included). */
const paypal: Integration = {
  name: "paypal",
  sources: ({ paypal }) =>
    paypal
      ? {
          script: ["https://www.paypal.com", "https://*.paypal.com", "https://*.paypalobjects.com"],
          frame: ["https://*.paypal.com"],
          connect: ["https://*.paypal.com", "https://*.paypalobjects.com"],
          img: ["https://*.paypal.com", "https://*.paypalobjects.com"],
          style: ["https://*.paypal.com"],
        }
      : null,
};

/** The wallet widgets (Amazon Pay v1 style): Widgets.js, Login-with, and the widget frames. */
const WALLET_PAYMENTS_ORIGIN: Record<Environment, string> = {
  sandbox: "https://payments-sandbox.amazon.com",
  live: "https://payments.amazon.com",
};
const wallet: Integration = {
  name: "wallet",
  sources: ({ wallet }) =>
    wallet
      ? {
          script: ["https://static-na.payments-amazon.com", "https://api-cdn.amazon.com"],
          frame: [WALLET_PAYMENTS_ORIGIN[wallet], "https://static-na.payments-amazon.com"],
          connect: [WALLET_PAYMENTS_ORIGIN[wallet], "https://api.amazon.com"],
          img: ["https://static-na.payments-amazon.com", "https://images-na.ssl-images-amazon.com"],
          style: ["https://static-na.payments-amazon.com"],
        }
      : null,
};

/**
 * Financing sends the shopper to the provider and back (a top-level navigation, which the page's
 * policy does not govern): no browser code of its own, so nothing to allow.
 */
const financing: Integration = {
  name: "financing",
  sources: ({ financing }) => (financing ? {} : null),
};

/** Google Analytics 4 (gtag.js): the tag, then its collection endpoints. */
const analytics: Integration = {
  name: "analytics",
  sources: ({ production, analyticsId }) =>
    production && analyticsId
      ? {
          script: ["https://www.googletagmanager.com"],
          connect: [
            "https://*.google-analytics.com",
            "https://*.analytics.google.com",
            "https://*.googletagmanager.com",
          ],
          img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
        }
      : null,
};

/** The e-mail-marketing service's client API (events and profiles, lib/tracking/track.ts). */
const EMAIL_MARKETING_API = "https://a.klaviyo.com";
const emailMarketing: Integration = {
  name: "email-marketing",
  sources: ({ production, emailMarketingKey }) =>
    production && emailMarketingKey ? { connect: [EMAIL_MARKETING_API] } : null,
};

/** Live chat: its script's origin serves the widget's code, frames, calls and pictures. */
const liveChat: Integration = {
  name: "live-chat",
  sources: ({ production, liveChatSrc }) => {
    const origin = production ? liveChatOrigin(liveChatSrc) : null;
    if (origin === null) return null;
    // A same-origin path needs nothing beyond 'self'.
    if (origin === "") return {};
    return { script: [origin], frame: [origin], connect: [origin], img: [origin], style: [origin] };
  },
};

/** Every integration the store ships, in one list. */
export const INTEGRATIONS: readonly Integration[] = [
  stripe,
  paypal,
  wallet,
  financing,
  analytics,
  emailMarketing,
  liveChat,
];

/** The names of the integrations configured under these settings. */
export function configuredIntegrations(settings: IntegrationSettings): string[] {
  return INTEGRATIONS.filter((integration) => integration.sources(settings) !== null).map(
    (integration) => integration.name,
  );
}

/** The union of the configured integrations' sources, per directive, without repeats. */
export function integrationSources(settings: IntegrationSettings): Record<Directive, string[]> {
  const merged: Record<Directive, string[]> = {
    script: [],
    frame: [],
    connect: [],
    img: [],
    style: [],
  };
  for (const integration of INTEGRATIONS) {
    const sources = integration.sources(settings);
    if (!sources) continue;
    for (const directive of Object.keys(merged) as Directive[]) {
      for (const source of sources[directive] ?? []) {
        if (!merged[directive].includes(source)) merged[directive].push(source);
      }
    }
  }
  return merged;
}

/** What the browser shell needs to start the client-side integrations (GET /api/integrations). */
export type ShellSettings = {
  production: boolean;
  analyticsId: string | null;
  emailMarketingKey: string | null;
  liveChatSrc: string | null;
};

export const shellSettings = (settings: IntegrationSettings): ShellSettings => ({
  production: settings.production,
  analyticsId: settings.production ? settings.analyticsId : null,
  emailMarketingKey: settings.production ? settings.emailMarketingKey : null,
  liveChatSrc: settings.production ? settings.liveChatSrc : null,
});
