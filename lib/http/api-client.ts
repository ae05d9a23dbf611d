import Cookies from "js-cookie";
import type { Client, Middleware } from "openapi-fetch";
import type { paths } from "./api-schema";
import { MUTATING_GETS } from "./api-writes";
import { ensureCsrfCookie, HttpError, TransportError, transportFailure } from "./client";

/**
 * The browser's one way to the API: openapi-fetch typed by lib/http/api-schema.d.ts, which is
 * generated from the operation definitions (npm run api:types). Paths, parameters, bodies and
 * answers are checked by the compiler; no component builds an /api/external URL by hand.
 */

const XSRF_COOKIE = "XSRF-TOKEN";

/** Spec 2: state-changing calls echo the XSRF cookie (fetched first when missing). */
const xsrf: Middleware = {
  async onRequest({ request, schemaPath }) {
    // Some GETs change state (spec 7's add/remove-cart-item links): they need the token too.
    const writes = request.method !== "GET" || MUTATING_GETS.has(schemaPath);
    if (writes) await ensureCsrfCookie();
    request.headers.set("Accept", "application/json");
    const token = Cookies.get(XSRF_COOKIE);
    if (token) request.headers.set("X-XSRF-TOKEN", token);
    return request;
  },
};

let client: Promise<Client<paths>> | null = null;

/**
 * openapi-fetch is loaded with the first call, not with the page: most pages make none before the
 * shopper acts, and the first-load budget (issue 14) has no room for it.
 */
function loadClient(): Promise<Client<paths>> {
  client ??= import("openapi-fetch").then(({ default: createClient }) => {
    const created = createClient<paths>({
      credentials: "include",
      // Looked up on each call, not captured once, so a test or a polyfill can stand in for it.
      fetch: (request) => globalThis.fetch(request),
    });
    created.use(xsrf);
    return created;
  });
  return client;
}

type Method = "GET" | "POST" | "PUT" | "DELETE";
type Untyped = (path: string, init?: unknown) => Promise<unknown>;

// The method keeps openapi-fetch's own signature for callers; inside, it only forwards its
// arguments once the client has loaded, which the compiler cannot follow through the generics.
const forward = <M extends Method>(method: M): Client<paths>[M] =>
  ((path: string, init?: unknown) =>
    loadClient().then((c) => (c[method] as Untyped)(path, init))) as unknown as Client<paths>[M];

/** The typed client; each method waits for openapi-fetch on its first use. */
export const api = {
  GET: forward("GET"),
  POST: forward("POST"),
  PUT: forward("PUT"),
  DELETE: forward("DELETE"),
};

type Answer<D> = { data?: D; error?: unknown; response: Response };

async function once<D>(send: () => Promise<Answer<D>>): Promise<D> {
  let answer: Answer<D>;
  try {
    answer = await send();
  } catch (error) {
    throw error instanceof TransportError ? error : transportFailure(error);
  }
  if (!answer.response.ok || answer.data === undefined) {
    throw new HttpError(answer.response.status, answer.error ?? null);
  }
  return answer.data;
}

/**
 * Runs one typed call and returns the envelope's `content`; a non-2xx answer throws HttpError
 * (friendly message, machine-readable `code`), no answer at all a TransportError.
 *
 *     const cart = await call(() => api.GET("/api/external/orders/{id}", { params: { path: { id } } }));
 */
export async function call<C>(send: () => Promise<Answer<{ content: C }>>): Promise<C> {
  return (await envelopeOf(send)).content;
}

/** The same, returning the whole success envelope (for an operation with an `envelope`). */
export async function envelopeOf<D>(send: () => Promise<Answer<D>>): Promise<D> {
  try {
    return await once(send);
  } catch (error) {
    // The token is bound to the session: after the session changed elsewhere (another tab
    // signed in or out, it expired) the cookie is stale. Fetch a fresh pair and try once more.
    if (!(error instanceof HttpError) || error.status !== 419) throw error;
    Cookies.remove(XSRF_COOKIE, { path: "/" });
    return once(send);
  }
}
