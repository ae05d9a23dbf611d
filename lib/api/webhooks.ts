import "server-only";
import type { NextRequest, NextResponse } from "next/server";
import { DomainError } from "../errors";
import { failure, success } from "./respond";
import { domainErrorResponse } from "./errors";
import { db as openDb } from "../db/client";
import {
  NoPaymentEventHandler,
  processPaymentEventOnce,
  type PaymentEventHandler,
} from "../payments/events";
import type { PaymentEvent } from "../payments/types";
import { log } from "../log";
import { readBodyText } from "./read-body";

/**
 * Shared by the provider webhook routes. They are plain route handlers, not `handle()`: the
 * provider is not a browser (no CSRF cookie, no session), and signatures need the raw body.
 */

const headers = { "Cache-Control": "no-store" };

const webhookAcknowledged = (detail: Record<string, unknown> = {}) =>
  success({ received: true, ...detail }, { headers });

export const webhookRejected = (status: number, message: string) => failure(status, message);

/**
 * Records and handles a verified event once. 200 for processed and duplicate deliveries; 503
 * when orders have not registered a handler and 500 when the handler fails, so the provider
 * delivers the event again later rather than losing it.
 */
async function deliverPaymentEvent(
  event: PaymentEvent,
  handler?: PaymentEventHandler,
): Promise<NextResponse> {
  try {
    const outcome = await processPaymentEventOnce(await openDb(), event, handler);
    return webhookAcknowledged({ duplicate: outcome === "duplicate" });
  } catch (error) {
    if (error instanceof NoPaymentEventHandler) {
      log().error({ err: error }, `[payments] ${event.provider} event ${event.eventId} refused`);
      return webhookRejected(503, "Payment events are not being processed yet.");
    }
    log().error({ err: error }, `[payments] ${event.provider} event ${event.eventId} failed`);
    return webhookRejected(500, "The event could not be processed.");
  }
}

/** Runs a webhook body, answering 413 / other ApiErrors as JSON like the rest of the API. */
async function webhookGuard(run: () => Promise<NextResponse>): Promise<NextResponse> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof DomainError) return domainErrorResponse(error);
    log().error({ err: error }, "[payments] webhook failed");
    return webhookRejected(500, "The event could not be processed.");
  }
}

/**
 * What a provider's check makes of a delivery: the verified event, null for an event orders do
 * not need (acknowledged so the provider stops sending it, not recorded), or a refusal.
 */
type Verified = PaymentEvent | null | NextResponse;

/**
 * A provider webhook route: reads the raw body (signatures are over its exact bytes), lets the
 * provider's `verify` check and normalise it, then records and handles the event once.
 */
export function paymentWebhookRoute(
  verify: (raw: string, headers: Headers) => Promise<Verified> | Verified,
  handler: PaymentEventHandler,
) {
  return (request: NextRequest) =>
    webhookGuard(async () => {
      const verified = await verify(await readBodyText(request), request.headers);
      if (verified === null) return webhookAcknowledged({ ignored: true });
      if (verified instanceof Response) return verified;
      return deliverPaymentEvent(verified, handler);
    });
}
