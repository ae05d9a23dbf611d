"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import { ConsentManager } from "@/components/privacy/consent-manager";
import { ensureCsrfCookie } from "@/lib/http/client";
import {
  fetchShellIntegrations,
  NO_INTEGRATIONS,
  type ShellIntegrations,
} from "@/lib/shell/integrations";
import { configureTracking } from "@/lib/tracking/track";
import {
  consentSnapshot,
  serverConsentSnapshot,
  subscribeConsent,
  type ConsentSnapshot,
} from "@/lib/privacy/consent-state";
import { Analytics } from "./analytics";
import { ClearHistoryShortcut } from "./clear-history-shortcut";
import { LiveChat } from "./live-chat";
import { RouteEffects } from "./route-effects";

/**
 * The store's client-side shell (spec 2, 4, 9): router effects, the clear-history shortcut, the
 * CSRF bootstrap, tracking configuration, analytics and live chat. Renders no visible markup.
 * The integrations come from the server at run time (GET /api/integrations), not from the
 * page: a prerendered page was written with the build's environment, not this server's.
 */
export function ShellClient({ kiosk = false }: { kiosk?: boolean }) {
  const [integrations, setIntegrations] = useState<ShellIntegrations | null>(null);
  const consent = useSyncExternalStore(subscribeConsent, consentSnapshot, serverConsentSnapshot);

  useEffect(() => {
    // Spec 2: the XSRF cookie is fetched up front when missing, so the first form post does not
    // wait for it. A failure is not fatal: `api()` tries again before any non-GET call.
    ensureCsrfCookie().catch(() => undefined);
    // Marks the page as hydrated (interactive); end-to-end tests wait for it before clicking.
    document.documentElement.dataset.shellReady = "true";
    let live = true;
    void fetchShellIntegrations().then((settings) => live && setIntegrations(settings));
    return () => {
      live = false;
    };
  }, []);

  return (
    <>
      <RouteEffects />
      <ClearHistoryShortcut />
      <ConsentManager kiosk={kiosk} asks={integrations && optionalRuns(integrations)} />
      {integrations && consent.settled && (
        <ShellIntegrationsPart integrations={granted(integrations, consent)} />
      )}
    </>
  );
}

/** Whether anything consent is asked for would run here: a production store's integrations. */
const optionalRuns = ({
  production,
  analyticsId,
  emailMarketingKey,
  liveChatSrc,
}: ShellIntegrations) => production && Boolean(analyticsId || emailMarketingKey || liveChatSrc);

/**
 * Issue 37: an integration whose consent category is not granted is, for the shell, not
 * configured: its script is never added and nothing is sent to it. Statistics is Google
 * Analytics, marketing the e-mail-marketing tracker, functional the live chat.
 */
function granted(
  integrations: ShellIntegrations,
  { granted: categories }: ConsentSnapshot,
): ShellIntegrations {
  return {
    production: integrations.production,
    analyticsId: categories.has("statistics") ? integrations.analyticsId : null,
    emailMarketingKey: categories.has("marketing") ? integrations.emailMarketingKey : null,
    liveChatSrc: categories.has("functional") ? integrations.liveChatSrc : null,
  };
}

/** Analytics, live chat and tracking, as the server configures them and the shopper allows. */
function ShellIntegrationsPart({
  integrations = NO_INTEGRATIONS,
}: {
  integrations?: ShellIntegrations;
}) {
  const { production, analyticsId, emailMarketingKey, liveChatSrc } = integrations;
  useEffect(() => {
    configureTracking({ production, publicKey: emailMarketingKey ?? undefined });
  }, [production, emailMarketingKey]);
  return (
    <>
      <Analytics production={production} measurementId={analyticsId ?? undefined} />
      <LiveChat production={production} src={liveChatSrc ?? undefined} />
    </>
  );
}
