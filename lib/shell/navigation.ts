/**
 * What the shell does to the page on a client-side navigation (spec 2, Router behaviour). Plain
 * DOM functions with the document and window passed in, so tests can drive them directly.
 */

/** Raised on `window` on every navigation; the made-to-order menu closes when it hears it. */
export const MADE_TO_ORDER_MENU_HIDE_EVENT = "made-to-order-menu:hide";

/** The id of the store layout's `<main>`, the "main app container" of the spec. */
const MAIN_CONTAINER_ID = "main";

export type Location = { pathname: string; search: string };

/**
 * `first`: the initial render, nothing to do. `page`: the path changed, a real page change.
 * `query`: only the query string changed. The configurator mirrors its state in the query
 * (`router.push('?…', { scroll: false })`), so a query change must not scroll or steal focus;
 * it still closes the menu. `none`: nothing changed (a re-render, or React's strict-mode replay).
 */
export type NavigationKind = "first" | "page" | "query" | "none";

export function classifyNavigation(previous: Location | null, current: Location): NavigationKind {
  if (!previous) return "first";
  if (previous.pathname !== current.pathname) return "page";
  return previous.search === current.search ? "none" : "query";
}

export function hideMadeToOrderMenu(win: Window): void {
  win.dispatchEvent(new CustomEvent(MADE_TO_ORDER_MENU_HIDE_EVENT));
}

/**
 * Spec 2: to the main container, then to the hash target if there is one, else to the top.
 * "To the main container" means resetting `<main>`'s own scroll position, which matters when a
 * layout makes it the scrolling element; the window then goes to the hash target or the top.
 */
export function scrollAfterNavigation(doc: Document, win: Window, hash: string): void {
  const main = doc.getElementById(MAIN_CONTAINER_ID);
  if (main) main.scrollTop = 0;
  const target = hashTarget(doc, hash);
  if (target && typeof target.scrollIntoView === "function") {
    target.scrollIntoView({ block: "start" });
  } else {
    win.scrollTo(0, 0);
  }
}

function hashTarget(doc: Document, hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: look the raw text up instead.
  }
  return doc.getElementById(id) ?? doc.getElementsByName(id)[0] ?? null;
}

/** A title a page set for a while (e.g. "Saving your design…") and the one it replaced. */
let temporaryTitle: { original: string; temporary: string } | null = null;

/**
 * Changes the tab title until the next navigation (or until the returned function is called).
 * Needed because React only writes `<title>` when the metadata changes: if the next page has the
 * same title as this one, the temporary text would otherwise stay.
 */
export function setTemporaryTitle(title: string, doc: Document = document): () => void {
  temporaryTitle = { original: temporaryTitle?.original ?? doc.title, temporary: title };
  doc.title = title;
  return () => restoreTitle(doc);
}

/**
 * Puts the original title back, but only if the temporary one is still showing: if the new page
 * already wrote its own title, that one wins.
 */
function restoreTitle(doc: Document = document): void {
  if (temporaryTitle && doc.title === temporaryTitle.temporary) doc.title = temporaryTitle.original;
  temporaryTitle = null;
}

/**
 * Spec 2 "resets page meta": the title as above, and focus moves to `<main>` so screen-reader and
 * keyboard users start on the new content instead of on the link they followed. Next.js's own
 * route announcer reads the new title. `preventScroll`, because scrolling is decided above.
 */
export function resetPageMeta(doc: Document): void {
  restoreTitle(doc);
  const main = doc.getElementById(MAIN_CONTAINER_ID);
  if (!main) return;
  if (!main.hasAttribute("tabindex")) main.setAttribute("tabindex", "-1");
  main.focus({ preventScroll: true });
}
