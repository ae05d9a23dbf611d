import type * as ApiClient from "../../../lib/http/api-client";
import { HttpError } from "../../../lib/http/client";

/**
 * Component tests stand in for the API at the typed client: every call reaches `api` as
 * (method, path below /api/external with its query, body?) and what it resolves to is the
 * answer's `content`; rejecting with an HttpError answers that status and body. jest.mock stays
 * in each test file (it is hoisted above the imports), loading this module with requireActual:
 *
 *   jest.mock("../../lib/http/api-client", () =>
 *     jest.requireActual<typeof ApiMock>("./support/api-mock").apiClientMock(),
 *   );
 */
export const api = jest.fn();

/** What a handler resolves to when the envelope carries more than `content`. */
export const envelope = (data: Record<string, unknown>) => ({ [ENVELOPE]: data });
const ENVELOPE = Symbol("envelope");

type Init = {
  params?: { path?: Record<string, unknown>; query?: Record<string, unknown> };
  body?: unknown;
};

function pathOf(schemaPath: string, init: Init): string {
  let path = schemaPath
    .replace(/^\/api\/external/, "")
    .replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(String(init.params?.path?.[name])),
    );
  const query = Object.entries(init.params?.query ?? {}).filter(([, v]) => v !== undefined);
  if (query.length > 0) {
    path += `?${new URLSearchParams(query.map(([k, v]) => [k, String(v)])).toString()}`;
  }
  return path;
}

const method =
  (name: "GET" | "POST" | "PUT" | "DELETE") =>
  async (schemaPath: string, init: Init = {}) => {
    const args: unknown[] = [name, pathOf(schemaPath, init)];
    if (init.body !== undefined) args.push(init.body);
    try {
      const answer: unknown = await api(...args);
      const data =
        typeof answer === "object" && answer !== null && ENVELOPE in answer
          ? (answer as Record<typeof ENVELOPE, unknown>)[ENVELOPE]
          : { status: "success", content: answer };
      return { data, response: { ok: true, status: 200 } };
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return { error: error.body, response: { ok: false, status: error.status } };
    }
  };

export function apiClientMock() {
  const actual = jest.requireActual<typeof ApiClient>("../../../lib/http/api-client");
  const fake = {
    GET: method("GET"),
    POST: method("POST"),
    PUT: method("PUT"),
    DELETE: method("DELETE"),
  };
  return { ...actual, api: fake };
}
