import "server-only";
import { captured, failure, MESSAGES } from "../failures";
import { ProviderHttpError } from "../http";
import type { PaymentProvider } from "../types";
import type { FinancingApi } from "./api";
import { log } from "../../log";

/**
 * Financing: authorize the checkout token (this creates the loan for the amount the shopper
 * approved), check it is the server's total for this order, then capture. A mismatch voids the
 * authorization so the shopper is left with no loan.
 */
const TOKEN = /^[A-Za-z0-9_-]{4,128}$/;

export function createFinancingProvider(api: FinancingApi): PaymentProvider {
  return {
    name: "financing",
    async charge(request) {
      if (!TOKEN.test(request.token))
        return failure("financing", "invalid_token", MESSAGES.invalid);
      let charge;
      try {
        charge = await api.authorize(
          request.token,
          request.orderId,
          `${request.idempotencyKey}:auth`,
        );
      } catch (error) {
        // 4xx: used, expired or declined checkout. 5xx and network errors go to the caller.
        if (error instanceof ProviderHttpError && error.status < 500) {
          return failure("financing", "authorization_failed", MESSAGES.financingDeclined);
        }
        throw error;
      }
      const wrongOrder = charge.order_id !== undefined && charge.order_id !== request.orderId;
      if (wrongOrder || charge.currency !== "USD" || charge.amount !== request.amount) {
        await api.void(charge.id).catch((error: unknown) => {
          log().error({ err: error }, `[payments] could not void financing charge ${charge.id}`);
        });
        return wrongOrder
          ? failure("financing", "order_mismatch", MESSAGES.invalid)
          : failure("financing", "amount_mismatch", MESSAGES.amountMismatch);
      }
      const capture = await api.capture(
        charge.id,
        request.orderId,
        `${request.idempotencyKey}:capture`,
      );
      if (capture.amount !== request.amount) {
        return failure("financing", "capture_mismatch", MESSAGES.generic);
      }
      return captured("financing", charge.id);
    },
    async refund(reference, amount) {
      await api.refund(reference, amount);
    },
  };
}
