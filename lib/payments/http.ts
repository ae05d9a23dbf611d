import "server-only";

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
