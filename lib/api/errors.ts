import { z } from "zod";
import { DomainError, type ErrorKind, type FieldErrors } from "../errors";
import { failure } from "./respond";

/** The one place a domain error's kind becomes an HTTP status. */
const STATUS: Record<ErrorKind, number> = {
  invalid: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  csrf: 419,
  rate_limited: 429,
  unavailable: 503,
};

export const httpStatusOf = (error: DomainError): number => STATUS[error.kind];

/** `{status:"error", message, code, errors?}` with the status the kind maps to. */
export function domainErrorResponse(error: DomainError) {
  const headers: Record<string, string> =
    error.retryAfterSeconds === undefined
      ? {}
      : { "Retry-After": String(Math.max(1, Math.ceil(error.retryAfterSeconds))) };
  return failure(STATUS[error.kind], error.message, {
    code: error.code,
    errors: error.errors,
    headers,
  });
}

/** Zod issues as the spec's errors map: field path -> messages. */
export function zodFieldErrors(error: z.ZodError, prefix?: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join(".") || "body";
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}
