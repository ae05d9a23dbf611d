import { z } from "zod";

export type FieldErrors = Record<string, string[]>;

/** An error with an HTTP status that the wrapper turns into `{message, errors?}`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  static validation(errors: FieldErrors, message?: string): ApiError {
    const first = Object.values(errors)[0]?.[0];
    return new ApiError(422, message ?? first ?? "The given data was invalid.", errors);
  }
  static notFound(what = "Resource"): ApiError {
    return new ApiError(404, `${what} not found.`);
  }
  static unauthenticated(): ApiError {
    return new ApiError(401, "Unauthenticated.");
  }
  static forbidden(message = "This action is unauthorized."): ApiError {
    return new ApiError(403, message);
  }
  static conflict(message: string): ApiError {
    return new ApiError(409, message);
  }
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
