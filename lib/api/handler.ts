import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { customerByToken, type Customer } from "../auth/tokens";
import { db as openDb } from "../db/client";
import { databaseErrorCode, databaseUnavailable } from "../db/errors";
import type { Db } from "../db/types";
import { env } from "../env";
import type { RetailStoreSlug } from "../retail/stores";
import { storeOfRequest } from "./request-store";
import { clientIp } from "./client-ip";
import { isSecureRequest } from "../http/secure-request";
import { controlCharacterErrors } from "../validation/control-chars";
import { csrfPasses, issueCsrfToken, XSRF_COOKIE, XSRF_HEADER, xsrfCookieOptions } from "./csrf";
import { DomainError } from "../errors";
import { domainErrorResponse, zodFieldErrors } from "./errors";
import type { OpBody, OpParams, OpQuery, OpResponse, Operation } from "./operation";
import { hit } from "../security/rate-limit";
import { readJsonBody } from "./read-body";
import { apiAnswer, failure } from "./respond";
import {
  newSession,
  readSession,
  sealSession,
  SESSION_COOKIE,
  sessionCookieOptions,
  type WebSession,
} from "../auth/web-session";
import { log } from "../log";
import { partnerByToken, type Partner } from "../partners/tokens";
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from "../partners/idempotency";
import { failSpan, withSpan } from "../telemetry/span";

type CookieOptions = Parameters<NextResponse["cookies"]["set"]>[2];

export type HandlerContext<O extends Operation> = {
  request: NextRequest;
  params: OpParams<O>;
  query: OpQuery<O>;
  body: OpBody<O>;
  /** Resolved from the host (lib/api/request-store.ts); never from a header the client sends. */
  store: RetailStoreSlug;
  db: Db;
  /** The authenticated customer; always set when the operation's auth is "customer". */
  customer: O["auth"] extends "customer" ? Customer : Customer | null;
  /** The partner whose bearer token it is; always set when the operation's auth is "partner". */
  partner: O["auth"] extends "partner" ? Partner : Partner | null;
  /** The request's `Idempotency-Key`, for operations marked `idempotent`; null when absent. */
  idempotencyKey: string | null;
  /** The api token the customer was authenticated with (query, bearer or session). */
  apiToken: string | undefined;
  /** The web session, created on first use and written back on the response. */
  session: () => Promise<WebSession>;
  setSession: (session: WebSession) => void;
  setCookie: (name: string, value: string, options?: CookieOptions) => void;
  deleteCookie: (name: string) => void;
};

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };
const unsafe = (method: string) => method !== "GET" && method !== "HEAD";

function parseOrThrow(schema: z.ZodType | undefined, input: unknown, notFound = false): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  if (notFound) throw DomainError.notFound();
  throw DomainError.validation(zodFieldErrors(result.error));
}

/**
 * Outside production every answer is parsed with the operation's response schema before it is
 * sent: the schema the browser client's types are generated from, so the API suites and the
 * end-to-end tests catch an answer that drifts from its type. Production skips the cost.
 */
function assertAnswerMatches(operation: Operation, answer: unknown): void {
  if (env().APP_ENV === "production" || operation.responseContentType) return;
  const checked = operation.response.safeParse(answer);
  if (checked.success) return;
  log().error(
    { issues: checked.error.issues.slice(0, 5) },
    `[api] ${operation.method} ${operation.path} answered outside its schema`,
  );
  throw new Error(`${operation.method} ${operation.path} answered outside its schema`);
}

function bearer(request: NextRequest): string | undefined {
  const header = request.headers.get("authorization");
  return header?.toLowerCase().startsWith("bearer ") ? header.slice(7).trim() : undefined;
}

/** 401 without a live partner token, 403 when it lacks every scope the operation accepts. */
async function partnerFor(operation: Operation, request: NextRequest): Promise<Partner> {
  const partner = await partnerByToken(await openDb(), bearer(request));
  if (!partner) throw DomainError.unauthenticated();
  if (!operation.scopes?.some((scope) => partner.scopes.includes(scope))) {
    throw DomainError.forbidden(
      `This token may not do this: it needs the scope ${operation.scopes?.join(" or ") ?? "(none)"}.`,
      "insufficient_scope",
    );
  }
  return partner;
}

function idempotencyKeyOf(request: NextRequest): string | null {
  const header = request.headers.get(IDEMPOTENCY_HEADER);
  if (header === null) return null;
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success) {
    throw DomainError.validation({ "Idempotency-Key": [parsed.error.issues[0]?.message ?? ""] });
  }
  return parsed.data;
}

/**
 * Wraps a route handler: rate limit, CSRF, customer auth, zod parsing, the `{status, content}`
 * envelope, and errors as real HTTP codes with `{message, errors}`. Never leaks a stack trace.
 */
export function handle<O extends Operation>(
  operation: O,
  fn: (ctx: HandlerContext<O>) => Promise<OpResponse<O> | NextResponse>,
) {
  const answer = async (request: NextRequest, route: RouteContext): Promise<NextResponse> => {
    const cookieOps: ((response: NextResponse) => void)[] = [];
    const secure = isSecureRequest(request.headers, request.nextUrl);
    let session: WebSession | null | undefined;
    let sessionDirty = false;
    try {
      const existingSession = async () => {
        if (session === undefined) {
          session = await readSession(request.cookies.get(SESSION_COOKIE)?.value);
        }
        return session;
      };
      const limit = operation.rateLimit ?? env().RATE_LIMIT_PER_MINUTE;
      const rate = await hit(
        `${operation.method} ${operation.path}|${clientIp(request.headers)}`,
        limit,
      );
      if (!rate.allowed) {
        throw DomainError.rateLimited(
          "Too many requests. Please wait a moment and try again.",
          rate.retryAfterSeconds,
        );
      }
      // A partner proves who it is with its bearer token on every call: no cookie is ever read,
      // so there is no session to ride and nothing for CSRF to protect. Checked before the
      // input, so a caller without a token learns nothing about which orders exist.
      const partnerOnly = operation.auth === "partner";
      const partner = partnerOnly ? await partnerFor(operation, request) : null;
      if (!partnerOnly && (unsafe(request.method) || operation.mutates)) {
        const passes = csrfPasses({
          sid: (await existingSession())?.sid,
          cookie: request.cookies.get(XSRF_COOKIE)?.value,
          header: request.headers.get(XSRF_HEADER),
          origin: request.headers.get("origin"),
          secFetchSite: request.headers.get("sec-fetch-site"),
          host: request.headers.get("host"),
        });
        if (!passes) throw new DomainError("csrf", "CSRF token mismatch.");
      }

      const rawParams = await route.params;
      const searchParams = Object.fromEntries(request.nextUrl.searchParams);
      delete searchParams.api_token;
      const rawBody = operation.body ? await readJsonBody(request) : undefined;
      // NUL and other control characters are refused before any schema or query sees them, in
      // every part of the request alike.
      const control = {
        ...controlCharacterErrors(rawParams),
        ...controlCharacterErrors(searchParams),
        ...controlCharacterErrors(rawBody),
      };
      if (Object.keys(control).length > 0) throw DomainError.validation(control);
      const params = parseOrThrow(operation.params, rawParams, true);
      const query = parseOrThrow(operation.query, searchParams);
      const body = operation.body ? parseOrThrow(operation.body, rawBody) : undefined;
      const idempotencyKey = operation.idempotent ? idempotencyKeyOf(request) : null;

      const loadSession = async () => {
        const current = await existingSession();
        if (current) return current;
        const created = newSession();
        session = created;
        sessionDirty = true;
        return created;
      };
      const db = await openDb();
      let customer: Customer | null = null;
      let apiToken: string | undefined;
      if (operation.auth !== "none" && !partnerOnly) {
        const token =
          request.nextUrl.searchParams.get("api_token") ??
          bearer(request) ??
          (await existingSession())?.token;
        customer = token ? await customerByToken(db, token) : null;
        if (customer) apiToken = token ?? undefined;
        if (operation.auth === "customer" && !customer) throw DomainError.unauthenticated();
      }
      const result = await fn({
        request,
        params,
        query,
        body,
        store: storeOfRequest(request),
        db,
        customer,
        partner,
        idempotencyKey,
        apiToken,
        session: loadSession,
        setSession: (next) => {
          session = next;
          sessionDirty = true;
        },
        setCookie: (name, value, options) =>
          // Every cookie's Secure flag follows how this request arrived.
          cookieOps.push((r) => r.cookies.set(name, value, { ...options, secure })),
        deleteCookie: (name) => cookieOps.push((r) => r.cookies.delete(name)),
      } as HandlerContext<O>);

      if (!(result instanceof NextResponse)) assertAnswerMatches(operation, result);
      const response = result instanceof NextResponse ? result : apiAnswer(result);
      if (sessionDirty && session) {
        response.cookies.set(
          SESSION_COOKIE,
          await sealSession(session),
          sessionCookieOptions(secure),
        );
        // The XSRF token is bound to the session id: a new session comes with its own token.
        response.cookies.set(XSRF_COOKIE, issueCsrfToken(session.sid), xsrfCookieOptions(secure));
      }
      for (const op of cookieOps) op(response);
      return response;
    } catch (error) {
      if (error instanceof DomainError) {
        const response = domainErrorResponse(error);
        if (operation.auth === "partner" && error.kind === "unauthenticated")
          response.headers.set("WWW-Authenticate", 'Bearer realm="partners"');
        if (operation.auth === "partner" && error.code === "insufficient_scope")
          response.headers.set(
            "WWW-Authenticate",
            'Bearer realm="partners", error="insufficient_scope"',
          );
        return response;
      }
      if (error instanceof z.ZodError) {
        return failure(422, "The given data was invalid.", { errors: zodFieldErrors(error) });
      }
      // The database lost or unreachable, or a wait it bounds ran out: 503 with Retry-After,
      // logged as a warning with its code only (a wrapped query's message carries its values).
      const unavailable = databaseUnavailable(error);
      if (unavailable) {
        log().warn(
          { code: databaseErrorCode(error) },
          `[api] ${operation.method} ${operation.path}: database unavailable`,
        );
        return domainErrorResponse(unavailable);
      }
      log().error({ err: error }, `[api] ${operation.method} ${operation.path} failed`);
      return failure(500, "Something went wrong on our side. Please try again.");
    }
  };
  // A span per operation, under Next's span for the request (docs/operating.md, "Traces").
  return (request: NextRequest, route: RouteContext): Promise<NextResponse> =>
    withSpan(
      `api ${operation.method} ${operation.path}`,
      { "api.operation": `${operation.method} ${operation.path}` },
      async (span) => {
        const response = await answer(request, route);
        span?.setAttribute("http.response.status_code", response.status);
        if (response.status >= 500) failSpan(span, `HTTP ${response.status}`);
        return response;
      },
    );
}
