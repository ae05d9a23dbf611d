import { NextResponse } from "next/server";
import type { FieldErrors } from "../errors";

export type Envelope<T> = { status: "success"; content: T };

export function success<T>(content: T, init?: ResponseInit): NextResponse<Envelope<T>> {
  return NextResponse.json({ status: "success", content }, init);
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
