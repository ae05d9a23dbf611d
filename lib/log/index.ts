import "server-only";
import { isSpanContextValid, trace } from "@opentelemetry/api";
import pino, { type Logger } from "pino";

/**
 * Keys whose values are personal or secret wherever they appear in a logged object: names,
 * e-mails, addresses, phones, tokens, passwords, card data, cookies. Pino replaces them.
 */
const SECRET_KEYS = [
  "email",
  "recipient_email",
  "referrer_email",
  "name",
  "first_name",
  "last_name",
  "firstName",
  "lastName",
  "phone",
  "address",
  "line1",
  "line2",
  "postal_code",
  "password",
  "pin",
  "token",
  "api_token",
  "payment_token",
  "number",
  "cvc",
  "authorization",
  "cookie",
  "params",
  "parameters",
];

const redactPaths = SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]);

/**
 * An error as the log may hold it: its type, code and message, never a failed query's
 * parameters (the values a shopper typed). Drizzle puts them in the message after "params:".
 */
export function loggableError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error).slice(0, 200) };
  const message = error.message.split(/\s*\bparams:/)[0] ?? "";
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: message.slice(0, 2000),
    ...(typeof code === "string" ? { code } : {}),
    ...(error.stack && depth === 0
      ? {
          // The frames only: the stack's first lines repeat the message, parameters included.
          stack: error.stack
            .split("\n")
            .filter((line) => line.trimStart().startsWith("at "))
            .slice(0, 8)
            .join("\n"),
        }
      : {}),
    ...(error.cause && depth < 3 ? { cause: loggableError(error.cause, depth + 1) } : {}),
  };
}

/**
 * The active span's ids, so a log line leads to its trace and a slow trace to its log lines.
 * With tracing off there is never an active span: one lookup in an empty context.
 */
export function traceFields(): { trace_id?: string; span_id?: string } {
  const context = trace.getActiveSpan()?.spanContext();
  if (!context || !isSpanContextValid(context)) return {};
  return { trace_id: context.traceId, span_id: context.spanId };
}

/** A structured logger (JSON lines) with personal data redacted; stdout unless told. */
export function createLogger(destination?: pino.DestinationStream): Logger {
  const options = {
    level: process.env.LOG_LEVEL ?? "info",
    base: undefined,
    redact: { paths: redactPaths, censor: "[redacted]" },
    serializers: { err: loggableError, error: loggableError },
    mixin: traceFields,
  };
  return destination ? pino(options, destination) : pino(options);
}

let logger: Logger | null = null;

/** The server's logger. */
export function log(): Logger {
  logger ??= createLogger();
  return logger;
}
