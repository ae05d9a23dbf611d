/**
 * URL checks for editor-written content and for the preview redirect. Browsers drop tabs and
 * newlines inside URLs and treat a backslash like a slash, so `/\evil.example` or
 * `/<tab>/evil.example` would leave the site; every whitespace, control character or backslash
 * makes a value unsafe rather than being cleaned up.
 */
const UNSAFE_CHARS = /[\u0000-\u0020\u007f-\u009f\\]/;

/** A path on this site (`/x`, not the protocol-relative `//host`). */
function isSiteRelativePath(value: string): boolean {
  return value.startsWith("/") && !value.startsWith("//") && !UNSAFE_CHARS.test(value);
}

/** Link targets an editor may use: site paths, fragments, mailto:, tel:, http(s). */
export function safeLinkHref(raw: string): string | null {
  const href = raw.trim();
  if (href === "" || UNSAFE_CHARS.test(href)) return null;
  if (isSiteRelativePath(href) || href.startsWith("#")) return href;
  if (/^(mailto|tel):[^/]/i.test(href)) return href;
  if (/^https?:\/\/[^/]/i.test(href)) {
    return URL.canParse(href) ? href : null;
  }
  return null;
}

/**
 * Content images come from this site's /public folder only: a remote image would need an
 * allow-list in next.config and would tell a third party who reads our pages.
 */
export function safeImageSrc(raw: string): string | null {
  const src = raw.trim();
  return isSiteRelativePath(src) ? src : null;
}

const SITE_BASE = "http://site.invalid";

/**
 * Where the preview routes may send the browser: a path on this site, normalised, else `/`.
 * Guards against open redirects (`//evil`, `https://evil`, `/\evil`, encoded tricks) and never
 * lands on the preview routes themselves.
 */
export function safeRedirectPath(raw: string | null | undefined): string {
  if (!raw || raw.length > 2048 || !isSiteRelativePath(raw)) return "/";
  let url: URL;
  try {
    url = new URL(raw, SITE_BASE);
  } catch {
    return "/";
  }
  if (url.origin !== SITE_BASE) return "/";
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments or encoded slashes can normalise into `//host`; recheck the result.
  if (!isSiteRelativePath(path) || url.pathname.startsWith("/api/preview")) return "/";
  return path;
}
