"use client";

import Link from "next/link";
import { useSyncExternalStore } from "react";
import { useRetailStore } from "@/components/layout/retail-store-provider";
import { DO_NOT_SELL_PATH, GPC_HONORED_TEXT } from "@/lib/privacy/consent-config";
import {
  consentSnapshot,
  serverConsentSnapshot,
  subscribeConsent,
} from "@/lib/privacy/consent-state";
import { isKioskStore } from "@/lib/retail/kiosk";
import { consentUi } from "./consent-manager";

/** Says that a Global Privacy Control signal was honoured (11 CCR §7025(c)(6)), once it was. */
export function GpcNotice({ className }: { className?: string }) {
  const { gpcHonored } = useSyncExternalStore(
    subscribeConsent,
    consentSnapshot,
    serverConsentSnapshot,
  );
  return (
    <p role="status" className={className} data-testid="gpc-notice">
      {gpcHonored ? GPC_HONORED_TEXT : null}
    </p>
  );
}

/**
 * The footer's privacy entries (issue 37): the preferences, reopened at any time (not at a
 * kiosk, whose choice is the store's), the Do Not Sell or Share page, and the GPC notice.
 */
export function PrivacyLinks() {
  const kiosk = isKioskStore(useRetailStore().store.name);
  return (
    <>
      {!kiosk && (
        <li>
          <button
            type="button"
            className="link-button"
            data-testid="privacy-choices"
            onClick={() => void consentUi().then((ui) => ui.showPreferences())}
          >
            Privacy choices
          </button>
        </li>
      )}
      <li>
        <Link href={DO_NOT_SELL_PATH}>Do Not Sell or Share My Personal Information</Link>
      </li>
      <li>
        <GpcNotice />
      </li>
    </>
  );
}
