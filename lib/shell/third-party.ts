/**
 * When third-party scripts may load (spec 9: "Tracking and live chat run only in production").
 * `production` is the server's APP_ENV decision, read at run time (GET /api/integrations):
 * NODE_ENV is "production" in every `next build`, staging included, so it cannot answer this.
 */

/** Spec 9: mobile is up to 800 px wide; live chat is for anything wider. */
const MOBILE_MAX_WIDTH_PX = 800;
export const LIVE_CHAT_MEDIA_QUERY = `(min-width: ${MOBILE_MAX_WIDTH_PX + 1}px)`;

/**
 * Google Analytics measurement ids look like `G-ABC123XYZ` (older ones `UA-…`). Anything else is
 * refused because the id is written into a script URL.
 */
const MEASUREMENT_ID = /^(G|UA|AW)-[A-Z0-9-]{4,30}$/i;

export const validMeasurementId = (id: string | null | undefined): string | null => {
  const value = id?.trim() ?? "";
  return MEASUREMENT_ID.test(value) ? value : null;
};

export function shouldLoadAnalytics(input: {
  production: boolean;
  measurementId: string | null | undefined;
}): boolean {
  return input.production && validMeasurementId(input.measurementId) !== null;
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The origin a live-chat script may load from: an https URL's origin, "" for a same-origin path,
 * null when the value is unsafe (a script source is full control over the page). Plain http is
 * accepted on the loopback address only, which browsers count as a secure context (the
 * end-to-end test serves its stand-in widget there).
 */
export function liveChatOrigin(src: string | null | undefined): string | null {
  const value = src?.trim();
  if (!value) return null;
  if (value.startsWith("/")) {
    return value.startsWith("//") || value.startsWith("/\\") ? null : "";
  }
  try {
    const url = new URL(value);
    if (url.protocol === "https:") return url.origin;
    if (url.protocol === "http:" && LOOPBACK.has(url.hostname)) return url.origin;
    return null;
  } catch {
    return null;
  }
}

export function shouldLoadLiveChat(input: {
  production: boolean;
  src: string | null | undefined;
  /** Whether LIVE_CHAT_MEDIA_QUERY matches (false when it cannot be evaluated). */
  wideScreen: boolean;
}): boolean {
  return input.production && input.wideScreen && liveChatOrigin(input.src) !== null;
}
