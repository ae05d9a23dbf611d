/**
 * When third-party scripts may load (spec 9: "Tracking and live chat run only in production").
 * `production` is the server's APP_ENV decision passed down as a prop: NODE_ENV is "production" in
 * every `next build`, staging included, so it cannot answer this.
 */

/** Spec 9: mobile is up to 800 px wide; live chat is for anything wider. */
const MOBILE_MAX_WIDTH_PX = 800;
export const LIVE_CHAT_MEDIA_QUERY = `(min-width: ${MOBILE_MAX_WIDTH_PX + 1}px)`;

/**
 * Google Analytics measurement ids look like `G-ABC123XYZ` (older ones `UA-…`). Anything else is
 * refused because the id is written into a script URL.
 */
const MEASUREMENT_ID = /^(G|UA|AW)-[A-Z0-9-]{4,30}$/i;

export function shouldLoadAnalytics(input: {
  production: boolean;
  measurementId: string | undefined;
}): boolean {
  return input.production && MEASUREMENT_ID.test(input.measurementId?.trim() ?? "");
}

/** https URLs and same-origin paths only: a script source is full control over the page. */
function isSafeScriptSrc(src: string | undefined): boolean {
  if (!src) return false;
  if (src.startsWith("/")) return !src.startsWith("//") && !src.startsWith("/\\");
  try {
    return new URL(src).protocol === "https:";
  } catch {
    return false;
  }
}

export function shouldLoadLiveChat(input: {
  production: boolean;
  src: string | undefined;
  /** Whether LIVE_CHAT_MEDIA_QUERY matches (false when it cannot be evaluated). */
  wideScreen: boolean;
}): boolean {
  return input.production && input.wideScreen && isSafeScriptSrc(input.src);
}
