"use client";

import { useState, useSyncExternalStore } from "react";
import {
  consentSnapshot,
  serverConsentSnapshot,
  subscribeConsent,
} from "@/lib/privacy/consent-state";
import { consentUi } from "./consent-manager";
import { GpcNotice } from "./privacy-links";

/** The Do Not Sell or Share page's button: marketing off, recorded as "do-not-sell". */
export function OptOutOfSale() {
  const consent = useSyncExternalStore(subscribeConsent, consentSnapshot, serverConsentSnapshot);
  const [failed, setFailed] = useState(false);
  const [asked, setAsked] = useState(false);
  const optedOut = asked && consent.settled && !consent.granted.has("marketing");
  return (
    <div className="do-not-sell">
      <GpcNotice />
      <button
        type="button"
        className="button button--primary"
        data-testid="do-not-sell"
        onClick={() => {
          setAsked(true);
          setFailed(false);
          consentUi()
            .then((ui) => ui.optOutOfSale())
            .catch(() => setFailed(true));
        }}
      >
        Do not sell or share my personal information
      </button>
      <p role="status" data-testid="do-not-sell-status">
        {optedOut
          ? "Done: your information is no longer shared for marketing from this browser."
          : ""}
        {failed ? "That did not work. Please try again." : ""}
      </p>
    </div>
  );
}
