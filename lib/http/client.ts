import Cookies from "js-cookie";
import { friendlyError } from "./friendly-error";

/** Base of the commerce API (spec 7); same origin. */
export const API_BASE = "/api/external";

/** Spec 8: the generic messages of the HTTP layer, for failures that never reached the API. */
export const TRANSPORT_MESSAGES = {
  network: "We could not reach the store. Please check your connection and try again.",
  abort: "The request was cancelled.",
  timeout: "The store took too long to answer. Please try again.",
} as const;

/** A request that got no answer: no network, cancelled, or timed out. */
export class TransportError extends Error {
  constructor(readonly kind: keyof typeof TRANSPORT_MESSAGES) {
    super(TRANSPORT_MESSAGES[kind]);
    this.name = "TransportError";
  }
}

/** What fetch threw, as one of the three generic failures. */
export function transportFailure(error: unknown): TransportError {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === "TimeoutError") return new TransportError("timeout");
  if (name === "AbortError") return new TransportError("abort");
  return new TransportError("network");
}

export class HttpError extends Error {
  /** The API's machine-readable reason (`cart_not_found`, `invalid`, ...); "" without one. */
  readonly code: string;

  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(friendlyError(body));
    const code = (body as { code?: unknown } | null)?.code;
    this.code = typeof code === "string" ? code : "";
  }
}

let csrfReady: Promise<void> | null = null;

/** Spec 2: fetch the CSRF cookie when no XSRF cookie exists (once, shared by concurrent calls). */
export function ensureCsrfCookie(): Promise<void> {
  if (Cookies.get("XSRF-TOKEN")) return Promise.resolve();
  csrfReady ??= fetch("/sanctum/csrf-cookie", { credentials: "include" })
    .then(() => undefined)
    .finally(() => {
      csrfReady = null;
    });
  return csrfReady;
}

type Method = "GET" | "POST" | "PUT" | "DELETE";

/**
 * Calls `/api/external{path}` with cookies and the XSRF header and returns the envelope's
 * `content`. A non-2xx answer throws HttpError whose message is the friendly error text.
 */
export async function api<T>(method: Method, path: string, body?: unknown): Promise<T> {
  try {
    return await send<T>(method, path, body);
  } catch (error) {
    // The token is bound to the session: after the session changed elsewhere (another tab
    // signed in or out, it expired) the cookie is stale. Fetch a fresh pair and try once more.
    if (!(error instanceof HttpError) || error.status !== 419) throw error;
    Cookies.remove("XSRF-TOKEN", { path: "/" });
    return send<T>(method, path, body);
  }
}

async function send<T>(method: Method, path: string, body?: unknown): Promise<T> {
  if (method !== "GET") await ensureCsrfCookie();
  const headers: Record<string, string> = { Accept: "application/json" };
  const token = Cookies.get("XSRF-TOKEN");
  if (token) headers["X-XSRF-TOKEN"] = token;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      credentials: "include",
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw transportFailure(error);
  }
  const parsed: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new HttpError(response.status, parsed);
  return (parsed as { content: T }).content;
}

/** The swr fetcher: GET with the same envelope handling. */
export const swrFetcher = <T>(path: string) => api<T>("GET", path);
