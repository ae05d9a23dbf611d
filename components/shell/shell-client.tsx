"use client";

import { useEffect } from "react";
import { ensureCsrfCookie } from "@/lib/http/client";
import { configureTracking } from "@/lib/tracking/track";
import { Analytics } from "./analytics";
import { ClearHistoryShortcut } from "./clear-history-shortcut";
import { LiveChat } from "./live-chat";
import { RouteEffects } from "./route-effects";

export type ShellClientProps = {
  /** The server's APP_ENV === "production"; analytics, live chat and tracking need it. */
  production: boolean;
  /** Google Analytics measurement id (`G-…`); analytics stays off without it. */
  gaMeasurementId?: string;
  /** Live-chat widget script URL (https or a same-origin path); chat stays off without it. */
  liveChatSrc?: string;
};

/**
 * The store's client-side shell (spec 2, 4, 9): router effects, the clear-history shortcut, the
 * CSRF bootstrap, tracking configuration, analytics and live chat. Renders no visible markup.
 */
export function ShellClient({ production, gaMeasurementId, liveChatSrc }: ShellClientProps) {
  useEffect(() => {
    // Spec 2: the XSRF cookie is fetched up front when missing, so the first form post does not
    // wait for it. A failure is not fatal: `api()` tries again before any non-GET call.
    ensureCsrfCookie().catch(() => undefined);
    // Marks the page as hydrated (interactive); end-to-end tests wait for it before clicking.
    document.documentElement.dataset.shellReady = "true";
  }, []);

  useEffect(() => {
    configureTracking({ production });
  }, [production]);

  return (
    <>
      <RouteEffects />
      <ClearHistoryShortcut />
      <Analytics production={production} measurementId={gaMeasurementId} />
      <LiveChat production={production} src={liveChatSrc} />
    </>
  );
}
