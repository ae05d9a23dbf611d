/**
 * Domain errors: what went wrong, in the domain's words. The API wrapper is the one place that
 * turns a kind into an HTTP status (lib/api/errors.ts); domain code never names a status.
 */
export type FieldErrors = Record<string, string[]>;

export type ErrorKind =
  | "invalid"
  | "unauthenticated"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "too_large"
  | "csrf"
  | "rate_limited"
  /** A service the answer needs (the database) cannot answer now; worth trying again shortly. */
  | "unavailable";

type Details = {
  /** Machine-readable, stable across wording changes: clients branch on this, never on text. */
  code?: string;
  errors?: FieldErrors;
  /** For rate_limited and unavailable: when the client may try again. */
  retryAfterSeconds?: number;
};

const snake = (words: string) =>
  words
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_");

export class DomainError extends Error {
  readonly code: string;
  readonly errors?: FieldErrors;
  readonly retryAfterSeconds?: number;

  constructor(
    readonly kind: ErrorKind,
    message: string,
    details: Details = {},
  ) {
    super(message);
    this.name = "DomainError";
    this.code = details.code ?? kind;
    this.errors = details.errors;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }

  static validation(errors: FieldErrors, message?: string): DomainError {
    const first = Object.values(errors)[0]?.[0];
    return new DomainError("invalid", message ?? first ?? "The given data was invalid.", {
      errors,
    });
  }
  /** `Product not found.` with code `product_not_found`. */
  static notFound(what = "Resource"): DomainError {
    const code = what === "Resource" ? "not_found" : `${snake(what)}_not_found`;
    return new DomainError("not_found", `${what} not found.`, { code });
  }
  static unauthenticated(): DomainError {
    return new DomainError("unauthenticated", "Unauthenticated.");
  }
  static forbidden(message = "This action is unauthorized.", code = "forbidden"): DomainError {
    return new DomainError("forbidden", message, { code });
  }
  static conflict(message: string, code = "conflict"): DomainError {
    return new DomainError("conflict", message, { code });
  }
  static rateLimited(message: string, retryAfterSeconds: number): DomainError {
    return new DomainError("rate_limited", message, { retryAfterSeconds });
  }
  static unavailable(message: string, retryAfterSeconds: number): DomainError {
    return new DomainError("unavailable", message, { code: "unavailable", retryAfterSeconds });
  }
}
