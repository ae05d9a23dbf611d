/** Spec 8: the joined field errors from the errors map, or else the message. */
export function friendlyError(
  body: unknown,
  fallback = "Something went wrong. Please try again.",
): string {
  if (typeof body !== "object" || body === null) return fallback;
  const { errors, message } = body as { errors?: unknown; message?: unknown };
  if (errors && typeof errors === "object") {
    const messages = Object.values(errors as Record<string, unknown>)
      .flatMap((list) => (Array.isArray(list) ? list : [list]))
      .filter((m): m is string => typeof m === "string" && m.length > 0);
    if (messages.length > 0) return messages.join(" ");
  }
  return typeof message === "string" && message.length > 0 ? message : fallback;
}
