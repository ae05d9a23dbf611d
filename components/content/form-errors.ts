import { HttpError, TRANSPORT_MESSAGES, TransportError } from "@/lib/http/client";

export type SubmitFailure = {
  /** One readable sentence for the whole form. */
  message: string;
  /** Server messages per field (422), to show next to the inputs they are about. */
  fields: Record<string, string>;
};

const OFFLINE = TRANSPORT_MESSAGES.network;
const BUSY = "Too many attempts. Please wait a minute and try again.";

/** A failure found in the browser before anything was sent, already in the shopper's words. */
export class ReadableFailure extends Error {}

/** Turns what api() threw into text a shopper can act on. */
export function submitFailure(error: unknown): SubmitFailure {
  if (error instanceof ReadableFailure) return { message: error.message, fields: {} };
  if (error instanceof TransportError) return { message: error.message, fields: {} };
  if (!(error instanceof HttpError)) return { message: OFFLINE, fields: {} };
  if (error.status === 429) return { message: BUSY, fields: {} };
  const fields: Record<string, string> = {};
  const errors = (error.body as { errors?: unknown } | null)?.errors;
  if (errors && typeof errors === "object") {
    for (const [field, list] of Object.entries(errors as Record<string, unknown>)) {
      const first = Array.isArray(list) ? list.find((m) => typeof m === "string") : list;
      if (typeof first === "string") fields[field] = first;
    }
  }
  return { message: error.message, fields };
}
