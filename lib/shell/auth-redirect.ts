/**
 * Spec 2: "When an action needs authentication the user is redirected to /login. The callback is
 * kept so the action can resume after login." The action is data (a type and a payload), not a
 * function, so it survives the page load; the login page calls `takePendingAction()` and runs it.
 */

export type PendingAction = { type: string; payload?: unknown; returnTo: string };

/** The part of the Web Storage API used here, so tests can pass a Map-backed stand-in. */
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export const PENDING_ACTION_KEY = "atelier:pending-action";

/** An action older than this is dropped: resuming a half-hour-old "add to wishlist" surprises. */
export const PENDING_ACTION_MAX_AGE_MS = 30 * 60 * 1000;

const LOGIN_PATH = "/login";

type Options = { storage?: KeyValueStorage | null; now?: number };

/**
 * A same-site path to go back to, or "/". Refuses absolute and protocol-relative URLs
 * (`https://…`, `//evil.example`, `/\evil.example`) so `next` cannot become an open redirect.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/")) return "/";
  if (value.startsWith("//") || value.startsWith("/\\")) return "/";
  // Control characters (tabs, newlines) are stripped by URL parsers and can hide a second slash.
  if (/[\u0000-\u001f\u007f]/.test(value)) return "/";
  return value;
}

/** Keeps the action for after login and returns the login URL that leads back to `returnTo`. */
export function loginUrlFor(action: PendingAction, options: Options = {}): string {
  const returnTo = safeReturnPath(action.returnTo);
  const storage = options.storage === undefined ? sessionStorageOrNull() : options.storage;
  const record = {
    type: action.type,
    payload: action.payload,
    returnTo,
    savedAt: options.now ?? Date.now(),
  };
  try {
    storage?.setItem(PENDING_ACTION_KEY, JSON.stringify(record));
  } catch {
    // Storage full or blocked: the shopper still logs in and comes back, only without the resume.
  }
  return `${LOGIN_PATH}?${new URLSearchParams({ next: returnTo })}`;
}

/** The kept action, removed from storage so it runs once; null when none, stale or unreadable. */
export function takePendingAction(options: Options = {}): PendingAction | null {
  const storage = options.storage === undefined ? sessionStorageOrNull() : options.storage;
  if (!storage) return null;
  let raw: string | null = null;
  try {
    raw = storage.getItem(PENDING_ACTION_KEY);
    storage.removeItem(PENDING_ACTION_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  const record = parseRecord(raw);
  if (!record) return null;
  const age = (options.now ?? Date.now()) - record.savedAt;
  if (age < 0 || age > PENDING_ACTION_MAX_AGE_MS) return null;
  const action: PendingAction = { type: record.type, returnTo: safeReturnPath(record.returnTo) };
  if (record.payload !== undefined) action.payload = record.payload;
  return action;
}

function parseRecord(
  raw: string,
): { type: string; payload?: unknown; returnTo: unknown; savedAt: number } | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.type !== "string" || typeof record.savedAt !== "number") return null;
  return {
    type: record.type,
    payload: record.payload,
    returnTo: record.returnTo,
    savedAt: record.savedAt,
  };
}

function sessionStorageOrNull(): KeyValueStorage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    // Reading `sessionStorage` throws when the browser blocks storage for this site.
    return null;
  }
}
