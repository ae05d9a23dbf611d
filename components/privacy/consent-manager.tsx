"use client";

import Cookies from "js-cookie";
import { useEffect } from "react";
import { KIOSK_CATEGORIES } from "@/lib/privacy/consent-config";
import { setConsent } from "@/lib/privacy/consent-state";
import { parsePrivacyContext, PRIVACY_CONTEXT_COOKIE } from "@/lib/privacy/jurisdiction";
import { consentHooks } from "./consent-sync";

type ConsentUi = typeof import("./consent-ui");
let ui: Promise<ConsentUi> | null = null;

/**
 * The banner's code arrives on its own, after the page is interactive (issue 36's budget: it
 * never weighs on hydration). Any caller (the footer link, the Do Not Sell page) gets the one
 * started copy.
 */
export function consentUi(): Promise<ConsentUi> {
  ui ??= import("./consent-ui").then(async (module) => {
    await module.startConsent(
      parsePrivacyContext(Cookies.get(PRIVACY_CONTEXT_COOKIE)),
      consentHooks,
    );
    return module;
  });
  return ui;
}

/**
 * Starts consent for this page (issue 37). At a department-store kiosk the store's setting
 * decides, no banner is shown and no marketing runs. Where nothing optional would run (no
 * integration configured, or not a production store: `asks` false) there is nothing to ask
 * about, so no banner either; the footer's "Privacy choices" still opens the preferences.
 * Everywhere else the banner's module is loaded once the browser is idle and reads the stored
 * choice or asks. `asks` is null until the server has said what may run.
 */
export function ConsentManager({ kiosk, asks }: { kiosk: boolean; asks: boolean | null }) {
  useEffect(() => {
    if (kiosk) {
      setConsent({
        granted: new Set(KIOSK_CATEGORIES.filter((category) => category !== "marketing")),
        gpcHonored: false,
      });
      return;
    }
    if (asks === null) return;
    if (!asks) {
      setConsent({ granted: new Set(), gpcHonored: false });
      return;
    }
    const start = () =>
      void consentUi().catch((error: unknown) => console.error("Consent:", error));
    if (typeof window.requestIdleCallback === "function") {
      const idle = window.requestIdleCallback(start, { timeout: 2000 });
      return () => window.cancelIdleCallback(idle);
    }
    const timer = window.setTimeout(start, 1);
    return () => window.clearTimeout(timer);
  }, [kiosk, asks]);
  return null;
}
