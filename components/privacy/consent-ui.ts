/**
 * The banner and preferences dialog (issue 37), from vanilla-cookieconsent (docs/adr/0301).
 * Loaded on its own, after the page is interactive and only off the kiosks, so it is never part
 * of a page's first load; everything it decides is published through consent-state.ts, which the
 * shell's integrations read.
 */
import * as CookieConsent from "vanilla-cookieconsent";
import "vanilla-cookieconsent/dist/cookieconsent.css";
import "./consent-theme.css";
import {
  CONSENT_CATEGORIES,
  CONSENT_COOKIE,
  CONSENT_COOKIE_DAYS,
  CONSENT_POLICY_VERSION,
  DO_NOT_SELL_PATH,
  OPTIONAL_CATEGORIES,
  type OptionalCategory,
} from "@/lib/privacy/consent-config";
import { setConsent, withoutMarketingUnderGpc } from "@/lib/privacy/consent-state";
import type { PrivacyContext } from "@/lib/privacy/jurisdiction";

type ConsentSource = "banner" | "gpc" | "do-not-sell";
/** "account": applying a signed-in customer's stored choice, which is not a new event. */
type ChangeSource = ConsentSource | "account";

declare global {
  interface Navigator {
    /** Global Privacy Control (https://privacycg.github.io/gpc-spec/). */
    readonly globalPrivacyControl?: boolean;
  }
}

export type ConsentHooks = {
  /** Stores the event server-side (and for a signed-in customer, under their account). */
  record(categories: OptionalCategory[], source: ConsentSource): void;
  /** A signed-in customer's latest choice under the current version, from another browser. */
  remembered(): Promise<OptionalCategory[] | null>;
};

const isOptional = (value: string): value is OptionalCategory =>
  (OPTIONAL_CATEGORIES as readonly string[]).includes(value);

/** The tracker's per-browser id (lib/tracking/track.ts): dropped when marketing is withdrawn. */
const MARKETING_STORAGE_KEYS = ["atelier:tracking-id"];

let gpc = false;
let optOutRegion = false;
let source: ChangeSource = "banner";
let hooks: ConsentHooks | null = null;

const accepted = (): OptionalCategory[] =>
  OPTIONAL_CATEGORIES.filter((category) => CookieConsent.acceptedCategory(category));

function publish(granted: Iterable<OptionalCategory>): void {
  const allowed = withoutMarketingUnderGpc(granted, gpc);
  if (!allowed.has("marketing")) {
    for (const key of MARKETING_STORAGE_KEYS) {
      try {
        window.localStorage.removeItem(key);
      } catch {
        // storage blocked: nothing was kept there either
      }
    }
  }
  setConsent({ granted: allowed, gpcHonored: gpc });
}

/** A stored choice that still grants marketing under GPC is narrowed, and that is recorded. */
function honourGpc(): void {
  if (!gpc || !CookieConsent.acceptedCategory("marketing")) return;
  source = "gpc";
  CookieConsent.acceptCategory(accepted().filter((category) => category !== "marketing"));
}

function changed(): void {
  const categories = accepted();
  publish(categories);
  const from = source;
  source = "banner";
  if (from !== "account") hooks?.record(categories, from);
  honourGpc();
}

let clearance: ResizeObserver | null = null;

/**
 * The banner is fixed at the bottom: while it shows, the page is given as much room below its
 * end as the banner is tall, so every control (the configurator's, checkout's pay button) can be
 * scrolled above it and none stays under it. Added below the content, it moves nothing already
 * laid out.
 */
function keepClear(open: boolean): void {
  const root = document.documentElement;
  clearance?.disconnect();
  clearance = null;
  const banner = document.querySelector<HTMLElement>("#cc-main .cm");
  if (!open || !banner) {
    root.style.removeProperty("--consent-banner-height");
    return;
  }
  clearance = new ResizeObserver(() =>
    root.style.setProperty("--consent-banner-height", `${banner.offsetHeight}px`),
  );
  clearance.observe(banner);
}

const description = (id: string) => CONSENT_CATEGORIES.find((c) => c.id === id);

function sections() {
  return CONSENT_CATEGORIES.map((category) => ({
    title: category.title,
    description: category.description,
    linkedCategory: category.id,
    cookieTable: {
      caption: `${category.title}: what is stored`,
      headers: { name: "Name", purpose: "Purpose", retention: "Kept for" },
      body: category.items.map((item) => ({ ...item })),
    },
  }));
}

export async function startConsent(context: PrivacyContext, consentHooks: ConsentHooks) {
  hooks = consentHooks;
  gpc = context.gpc || navigator.globalPrivacyControl === true;
  const optOut = context.mode === "opt-out";
  optOutRegion = optOut;
  await CookieConsent.run({
    // Inside the store's element, so its retailer's colours apply (consent-theme.css).
    root: document.querySelector(".store") ?? document.body,
    mode: context.mode,
    revision: CONSENT_POLICY_VERSION,
    autoShow: false,
    // The library's default stops it where navigator.webdriver is set (bots, and the browser
    // tests): the banner would never show and consent never be read, so nothing would load.
    hideFromBots: false,
    // Only the dialog's own markup: the shell's integrations are started by consent-state.ts.
    manageScriptTags: false,
    cookie: { name: CONSENT_COOKIE, expiresAfterDays: CONSENT_COOKIE_DAYS, sameSite: "Lax" },
    guiOptions: {
      // Equal buttons: refusing is as easy as accepting (EDPB guidelines 03/2022, CPRA).
      consentModal: { layout: "bar inline", position: "bottom", equalWeightButtons: true },
      preferencesModal: { layout: "box", equalWeightButtons: true },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      statistics: {
        enabled: optOut,
        autoClear: { cookies: [{ name: /^_ga/ }] },
      },
      marketing: { enabled: optOut && !gpc },
      functional: { enabled: optOut },
    },
    language: {
      default: "en",
      translations: {
        en: {
          consentModal: {
            title: "Your privacy choices",
            description: `We use cookies and similar technology for ${
              optOut
                ? "statistics, marketing and live chat; you can turn them off."
                : "statistics, marketing and live chat only if you agree."
            } Necessary ones keep your bag and session working. <a href="/privacy">Privacy notice</a>`,
            acceptAllBtn: "Accept all",
            acceptNecessaryBtn: "Reject all",
            showPreferencesBtn: "Choose",
          },
          preferencesModal: {
            title: "Privacy choices",
            acceptAllBtn: "Accept all",
            acceptNecessaryBtn: "Reject all",
            savePreferencesBtn: "Save my choices",
            closeIconLabel: "Close",
            sections: [
              {
                title: "How we use your data",
                description: `Choose what may run. You can change this at any time from the footer. <a href="${DO_NOT_SELL_PATH}">Do Not Sell or Share My Personal Information</a>${
                  gpc
                    ? `. ${description("marketing")?.title ?? "Marketing"} is off: your browser sent Global Privacy Control.`
                    : ""
                }`,
              },
              ...sections(),
            ],
          },
        },
      },
    },
    onModalShow: ({ modalName }) => {
      if (modalName === "consentModal") keepClear(true);
    },
    onModalHide: ({ modalName }) => {
      if (modalName === "consentModal") keepClear(false);
    },
    onFirstConsent: () => changed(),
    onChange: () => changed(),
  });

  if (CookieConsent.validConsent()) {
    publish(accepted());
    honourGpc();
    return;
  }
  // Until the shopper answers: opt-out regions run what the law lets run, opt-in ones nothing.
  publish(optOut ? OPTIONAL_CATEGORIES : []);
  const remembered = await consentHooks.remembered().catch(() => null);
  if (remembered) {
    // Their own earlier answer, from another browser: applied, not asked again nor re-recorded.
    source = "account";
    CookieConsent.acceptCategory(remembered.filter(isOptional));
    return;
  }
  CookieConsent.show(true);
}

/**
 * The footer's "Privacy choices" link.
 * @public (used through consent-manager.tsx's dynamic import, which knip does not follow)
 */
export const showPreferences = (): void => CookieConsent.showPreferences();

/**
 * The Do Not Sell or Share page's button: marketing off, the rest as it was.
 * @public (used through consent-manager.tsx's dynamic import, which knip does not follow)
 */
export function optOutOfSale(): void {
  source = "do-not-sell";
  // Without a choice yet, what the region runs by default stays: only sale and sharing stop.
  const keep = CookieConsent.validConsent()
    ? accepted()
    : optOutRegion
      ? [...OPTIONAL_CATEGORIES]
      : [];
  CookieConsent.acceptCategory(keep.filter((category) => category !== "marketing"));
  CookieConsent.hide();
}
