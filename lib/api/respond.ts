import { NextResponse } from "next/server";
import type { FieldErrors } from "../errors";

export type Envelope<T> = { status: "success"; content: T };

export function success<T>(content: T, init?: ResponseInit): NextResponse<Envelope<T>> {
  return NextResponse.json({ status: "success", content }, init);
}

/**
 * Below this, an API answer is sent as it is: it fits in the first packets a connection may send
 * either way, so compressing it saves the client nothing, and Next's compression costs the
 * server a zlib stream with its trips to the thread pool per answer (issue 27: placeOrder's
 * 1.8 KB answer spent about a twentieth of its CPU there). Larger answers are compressed as
 * before.
 */
const SEND_AS_IS_BELOW_BYTES = 4 * 1024;

/** An API answer as JSON, no-store; `no-transform` (Next's compression skips it) when small. */
export function apiAnswer<T>(content: T): NextResponse {
  const text = JSON.stringify({ status: "success", content } satisfies Envelope<T>);
  const small = Buffer.byteLength(text) < SEND_AS_IS_BELOW_BYTES;
  return new NextResponse(text, {
    headers: {
      "Content-Type": "application/json",
      "Cache-Control": small ? "no-store, no-transform" : "no-store",
    },
  });
}

type FailureDetails = {
  /** Machine-readable reason; defaults to the generic code for the status. */
  code?: string;
  errors?: FieldErrors;
  headers?: Record<string, string>;
};

const GENERIC_CODES: Record<number, string> = {
  400: "bad_request",
  401: "unauthenticated",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  413: "too_large",
  419: "csrf",
  422: "invalid",
  429: "rate_limited",
  500: "server_error",
  503: "unavailable",
};

export function failure(status: number, message: string, details: FailureDetails = {}) {
  const code = details.code ?? GENERIC_CODES[status] ?? "error";
  return NextResponse.json(
    { status: "error", message, code, ...(details.errors ? { errors: details.errors } : {}) },
    { status, headers: { "Cache-Control": "no-store", ...details.headers } },
  );
}
