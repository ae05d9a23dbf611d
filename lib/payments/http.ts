import "server-only";
import { failSpan, SpanKind, tracingOn, withSpan } from "../telemetry/span";

/** `fetch`, injectable so adapters can be tested without a network. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** A provider answered with a non-2xx status; `body` is its parsed JSON (or text). */
export class ProviderHttpError extends Error {
  constructor(
    readonly provider: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${provider} answered HTTP ${status}`);
  }
}

/** Provider calls give up after this long rather than hold a shopper's request forever. */
export const PROVIDER_TIMEOUT_MS = 20_000;

export async function readJson(provider: string, response: Response): Promise<unknown> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text === "" ? null : (JSON.parse(text) as unknown);
  } catch {
    // Keep the text: error pages are not always JSON.
  }
  if (!response.ok) throw new ProviderHttpError(provider, response.status, body);
  return body;
}

/**
 * `fetch` with a client span per provider call: method, host and path, never the query string
 * or a header (they carry keys and tokens).
 */
export function tracedFetch(provider: string, fetchImpl: FetchLike = fetch): FetchLike {
  return (input, init) => {
    if (!tracingOn()) return fetchImpl(input, init);
    const url = new URL(input);
    const method = (init?.method ?? "GET").toUpperCase();
    return withSpan(
      `${provider} ${method}`,
      {
        "payment.provider": provider,
        "http.request.method": method,
        "server.address": url.hostname,
        "url.path": url.pathname,
      },
      async (span) => {
        const response = await fetchImpl(input, init);
        span?.setAttribute("http.response.status_code", response.status);
        if (response.status >= 400) failSpan(span, `HTTP ${response.status}`);
        return response;
      },
      SpanKind.CLIENT,
    );
  };
}
