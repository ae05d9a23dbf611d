import "server-only";
import { failSpan, SpanKind, tracingOn, withSpan } from "../telemetry/span";
import { DEFAULT_PROVIDER_TIMEOUT_MS } from "./config";

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

/** The signal that ends a provider call after `timeoutMs` (the config's, 20 s by default). */
export const callTimeout = (timeoutMs: number | undefined) =>
  AbortSignal.timeout(timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS);

/**
 * A short, safe account of a failed provider call for logs and the give-back record: the status
 * and the provider's own error code, or the kind of failure. Never a body, header or message
 * text (those can echo keys, addresses or what a shopper typed).
 */
export function describeProviderError(error: unknown): string {
  if (error instanceof ProviderHttpError) {
    const code = providerErrorCode(error.body);
    return `${error.provider} HTTP ${error.status}${code ? ` ${code}` : ""}`;
  }
  if (error instanceof Error) {
    if (error.name === "TimeoutError" || error.name === "AbortError") return "timed out";
    const code = (error as { code?: unknown }).code;
    const type = (error as { type?: unknown }).type;
    if (typeof code === "string" && /^[A-Za-z0-9_.-]{1,64}$/.test(code)) {
      return `${typeof type === "string" ? `${type} ` : ""}${code}`;
    }
    return error.name;
  }
  return "unknown error";
}

/**
 * The provider said no (4xx) rather than failing to answer: asking again under the same key
 * would get the same no. 409 (a request under this key still running) and 429 (slow down) are
 * not refusals.
 */
export function isRefusal(error: unknown): boolean {
  const status =
    error instanceof ProviderHttpError
      ? error.status
      : (error as { statusCode?: unknown } | null)?.statusCode;
  return (
    typeof status === "number" && status >= 400 && status < 500 && ![409, 429].includes(status)
  );
}

/** The machine-readable code in a provider's error body (each provider names it differently). */
function providerErrorCode(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const record = body as Record<string, unknown>;
  const details = record.details;
  const issue = Array.isArray(details)
    ? (details[0] as Record<string, unknown> | undefined)?.issue
    : undefined;
  const nested = record.error as Record<string, unknown> | undefined;
  const found = [issue, record.code, nested?.code, record.name].find(
    (value): value is string => typeof value === "string" && value !== "",
  );
  return found && /^[A-Za-z0-9_.-]{1,64}$/.test(found) ? found : undefined;
}

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
