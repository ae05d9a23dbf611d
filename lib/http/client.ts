import Cookies from "js-cookie";
import { friendlyError } from "./friendly-error";

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
