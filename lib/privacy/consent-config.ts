/**
 * The consent configuration (issue 37): the one source for what the banner asks, what each
 * answer lets load, how long the choice and each kind of data are kept, and what the privacy
 * notice says about them (lib/privacy/notice.ts renders these very records). Pure and small:
 * the browser shell imports it on every page.
 */

type ConsentCategory = "necessary" | "statistics" | "marketing" | "functional";

/** Categories a shopper can grant or refuse, in the order the dialog lists them. */
export const OPTIONAL_CATEGORIES = ["statistics", "marketing", "functional"] as const;
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];

/**
 * Where a recorded choice came from: the banner, the browser's Global Privacy Control, the Do Not
 * Sell or Share page, or a kiosk's own setting. The records, the API's schema and their readers
 * take the list from here.
 */
export const CONSENT_SOURCES = ["banner", "gpc", "do-not-sell", "kiosk"] as const;

/**
 * The version of the categories below. Raising it asks every shopper again: a choice stored
 * under an older version is not applied (the cookie and the records carry the version).
 */
export const CONSENT_POLICY_VERSION = 1;

/** The first-party cookie holding the choice (vanilla-cookieconsent writes and reads it). */
export const CONSENT_COOKIE = "atelier_consent";
/** 12 months at most (the EDPB's and the ICO's expectation for a consent cookie). */
export const CONSENT_COOKIE_DAYS = 365;

/** Google Analytics' own cookies, shortened from its two-year default (gtag `cookie_expires`). */
export const ANALYTICS_COOKIE_SECONDS = 13 * 30 * 24 * 60 * 60;

/** How long the store keeps each consent event (proof of consent, GDPR art. 7(1)). */
export const CONSENT_RECORD_YEARS = 3;

type StoredItem = {
  /** A cookie or storage key name, or what it is when it has none. */
  name: string;
  purpose: string;
  /** How long it is kept, as the notice shows it. */
  retention: string;
};

export type CategoryDefinition = {
  id: ConsentCategory;
  title: string;
  description: string;
  /** The third party that receives data under this category, when there is one. */
  recipient: string | null;
  items: readonly StoredItem[];
};

export const CONSENT_CATEGORIES: readonly CategoryDefinition[] = [
  {
    id: "necessary",
    title: "Strictly necessary",
    description:
      "Keep your bag, your session and this store working, protect forms against forgery and remember this choice. Always on.",
    recipient: null,
    items: [
      {
        name: "cart_id, cart, cart_count",
        purpose: "Your bag",
        retention: "Until checkout or 30 days",
      },
      {
        name: "atelier_session, customer_token",
        purpose: "Signing in",
        retention: "Until you sign out, at most 30 days",
      },
      {
        name: "XSRF-TOKEN",
        purpose: "Protecting forms against forgery",
        retention: "The browser session",
      },
      { name: "retail_store", purpose: "The store you shop in", retention: "365 days" },
      {
        name: CONSENT_COOKIE,
        purpose: "Your privacy choices and their version",
        retention: `${CONSENT_COOKIE_DAYS} days`,
      },
      {
        name: "atelier_privacy",
        purpose: "Your region and Global Privacy Control signal",
        retention: "The browser session",
      },
      {
        name: "atelier_region",
        purpose: "The region you chose, used only when we cannot tell",
        retention: "365 days",
      },
    ],
  },
  {
    id: "statistics",
    title: "Statistics",
    description:
      "Count page views so we can see which pages help and which do not (Google Analytics, a third party).",
    recipient: "Google Analytics (Google LLC)",
    items: [{ name: "_ga, _ga_*", purpose: "Telling visits apart", retention: "13 months" }],
  },
  {
    id: "marketing",
    title: "Marketing",
    description:
      "Tell our e-mail-marketing service what you viewed, added to your bag or wishlist, so our e-mails can follow up. This is “sharing” under California law.",
    recipient: "Our e-mail-marketing service (Klaviyo)",
    items: [
      {
        name: "atelier:tracking-id",
        purpose: "An anonymous id linking your activity",
        retention: "Until you withdraw consent",
      },
      {
        name: "Events and profile",
        purpose: "Products viewed, added to bag or wishlist, checkout started",
        retention: "Until you withdraw consent or ask for erasure",
      },
    ],
  },
  {
    id: "functional",
    title: "Live chat",
    description:
      "Load the live-chat window so you can ask our team a question (a third-party widget).",
    recipient: "The live-chat provider",
    items: [
      {
        name: "The widget's own cookies",
        purpose: "Keeping your conversation",
        retention: "As set by the provider, at most 12 months",
      },
    ],
  },
];

/**
 * Kiosks in department stores: a shared screen, so no banner for the next shopper to answer;
 * the store decides, and marketing is never among its choices (see KIOSK_CATEGORIES' use).
 */
export const KIOSK_CATEGORIES: readonly OptionalCategory[] = [];

/** The notice the page shows when a Global Privacy Control signal was honoured (11 CCR §7025). */
export const GPC_HONORED_TEXT = "Opt-out request honored (Global Privacy Control)";

/** Where the Do Not Sell or Share page lives (a static route, ahead of the promo catch-all). */
export const DO_NOT_SELL_PATH = "/do-not-sell-or-share";
