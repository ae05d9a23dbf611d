"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { Suspense, useEffect, useRef } from "react";
import { ANALYTICS_COOKIE_SECONDS } from "@/lib/privacy/consent-config";
import { loadScriptOnce } from "@/lib/shell/load-script";
import { shouldLoadAnalytics } from "@/lib/shell/third-party";

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/**
 * Google Analytics (gtag.js), production only (spec 9). Automatic page views are turned off and
 * one `page_view` is sent per route change instead, because client-side navigations do not
 * reload gtag.js and would otherwise go uncounted.
 */
export function Analytics({
  production,
  measurementId,
}: {
  production: boolean;
  measurementId?: string;
}) {
  if (!shouldLoadAnalytics({ production, measurementId })) return null;
  const id = measurementId?.trim() ?? "";
  return (
    // useSearchParams needs a Suspense boundary on statically rendered pages.
    <Suspense fallback={null}>
      <PageViews measurementId={id} />
    </Suspense>
  );
}

function PageViews({ measurementId }: { measurementId: string }) {
  const pathname = usePathname() ?? "";
  const search = useSearchParams()?.toString() ?? "";
  const lastSent = useRef<string | null>(null);

  // Declared first so it runs first: the queue must hold `config` before the first event.
  useEffect(() => {
    installGtag(window, measurementId);
    loadScriptOnce(
      "gtag-js",
      `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`,
      "now",
    );
  }, [measurementId]);

  useEffect(() => {
    const route = search ? `${pathname}?${search}` : pathname;
    if (lastSent.current === route) return; // strict-mode replay of the same route
    lastSent.current = route;
    // location.href rather than the hook values: it is what the shopper sees, never the
    // internal /s/{store} path the proxy rewrites to.
    window.gtag?.("event", "page_view", {
      send_to: measurementId,
      page_location: window.location.href,
      page_title: document.title,
    });
  }, [measurementId, pathname, search]);

  return null;
}

/**
 * The standard gtag bootstrap. Commands queue in `dataLayer` until gtag.js arrives; gtag.js only
 * understands `arguments` objects there, not arrays, hence the plain function.
 */
function installGtag(win: Window, measurementId: string): void {
  if (!win.gtag) {
    const dataLayer = (win.dataLayer ??= []);
    win.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params -- gtag.js requires the arguments object
      dataLayer.push(arguments);
    };
    win.gtag("js", new Date());
  }
  // The cookie lifetime the privacy notice states (lib/privacy/consent-config.ts), not gtag's two years.
  win.gtag("config", measurementId, {
    send_page_view: false,
    cookie_expires: ANALYTICS_COOKIE_SECONDS,
  });
}
