import "server-only";
import { decimalToCents } from "../amounts";
import { failure, MESSAGES } from "../failures";
import { ProviderHttpError } from "../http";
import type { ChargeRequest, ChargeResult, PaymentProvider, Stranded } from "../types";
import { paypalIssue, type PaypalApi, type PaypalCapture, type PaypalOrder } from "./api";

/**
 * PayPal Orders v2. The browser approves an order our server created (createPaypalOrder) and
 * sends its id. Before capturing, the order is read back: it must be this order's (custom_id)
 * and for the server's total, so a tampered or stale PayPal order is never captured.
 */
const ORDER_ID = /^[A-Z0-9]{1,36}$/;

const ALREADY_REFUNDED = "CAPTURE_FULLY_REFUNDED";

const DECLINED = "PayPal declined this payment. Please choose another way to pay in PayPal.";

const cents = (value: { currency_code: string; value: string } | undefined) =>
  value?.currency_code === "USD" ? decimalToCents(value.value) : null;

/**
 * A capture that is not the order's total, as money to give back: what PayPal took, in its own
 * currency. Null when it took nothing (declined, or an amount we cannot read: a person looks).
 */
function strandedCapture(capture: PaypalCapture): Stranded | null {
  if (capture.status !== "COMPLETED" && capture.status !== "PENDING") return null;
  const taken = capture.amount ? decimalToCents(capture.amount.value) : null;
  if (!capture.amount || taken === null || taken === 0) return null;
  return {
    action: "refund",
    reference: capture.id,
    amount: taken,
    currency: capture.amount.currency_code,
    reason: capture.amount.currency_code === "USD" ? "amount_mismatch" : "currency_mismatch",
  };
}

const firstCapture = (order: PaypalOrder): PaypalCapture | undefined =>
  order.purchase_units[0]?.payments?.captures?.[0];

function fromCapture(request: ChargeRequest, capture: PaypalCapture | undefined): ChargeResult {
  if (!capture) return failure("paypal", "capture_missing", MESSAGES.generic);
  if (capture.status === "DECLINED" || capture.status === "FAILED") {
    return failure("paypal", "capture_declined", DECLINED);
  }
  if (cents(capture.amount) !== request.amount) {
    // Checked before capturing, so this means PayPal moved a different sum: the caller records
    // it and gives it back (a refused refund is kept and retried, never dropped).
    return failure("paypal", "amount_mismatch", MESSAGES.amountMismatch, strandedCapture(capture));
  }
  if (capture.status === "COMPLETED") {
    return { ok: true, provider: "paypal", status: "captured", reference: capture.id };
  }
  // PENDING (e-cheque, review): PayPal took the payment and settles it later; a webhook follows.
  if (capture.status === "PENDING") {
    return { ok: true, provider: "paypal", status: "authorized", reference: capture.id };
  }
  return failure("paypal", `capture_${capture.status.toLowerCase()}`, MESSAGES.generic);
}

export function createPaypalProvider(api: PaypalApi): PaymentProvider {
  return {
    name: "paypal",
    async charge(request) {
      if (!ORDER_ID.test(request.token))
        return failure("paypal", "invalid_token", MESSAGES.invalid);
      let order: PaypalOrder;
      try {
        order = await api.getOrder(request.token);
      } catch (error) {
        if (error instanceof ProviderHttpError && error.status === 404) {
          return failure("paypal", "invalid_token", MESSAGES.invalid);
        }
        throw error;
      }
      const unit = order.purchase_units[0];
      if (order.purchase_units.length !== 1 || unit?.custom_id !== request.orderId) {
        return failure("paypal", "order_mismatch", MESSAGES.invalid);
      }
      if (cents(unit.amount) !== request.amount) {
        return failure("paypal", "amount_mismatch", MESSAGES.amountMismatch);
      }
      // Already captured: a retry after a lost answer. Report that capture, do not capture again.
      if (order.status === "COMPLETED") return fromCapture(request, firstCapture(order));
      if (order.status !== "APPROVED")
        return failure("paypal", "not_approved", MESSAGES.notApproved);
      try {
        const capturedOrder = await api.captureOrder(order.id, request.idempotencyKey);
        return fromCapture(request, firstCapture(capturedOrder));
      } catch (error) {
        if (!(error instanceof ProviderHttpError)) throw error;
        const issue = paypalIssue(error.body);
        if (issue === "INSTRUMENT_DECLINED")
          return failure("paypal", "instrument_declined", DECLINED);
        if (issue === "ORDER_NOT_APPROVED" || issue === "PAYER_ACTION_REQUIRED") {
          return failure("paypal", "not_approved", MESSAGES.notApproved);
        }
        if (issue === "ORDER_ALREADY_CAPTURED") {
          return fromCapture(request, firstCapture(await api.getOrder(order.id)));
        }
        if (error.status >= 500) throw error;
        return failure("paypal", (issue ?? "capture_failed").toLowerCase(), MESSAGES.generic);
      }
    },
    async refund(reference, amount) {
      await api.refundCapture(reference, amount);
    },
    async giveBack(stranded, key) {
      // Asked first: PayPal keeps a request id for a limited time, a capture's state for good.
      const capture = await api.getCapture(stranded.reference);
      if (capture.status === "REFUNDED") return;
      try {
        await api.refundCapture(stranded.reference, stranded.amount, key, stranded.currency);
      } catch (error) {
        if (error instanceof ProviderHttpError && paypalIssue(error.body) === ALREADY_REFUNDED) {
          return;
        }
        throw error;
      }
    },
    async lookup({ token, orderId, amount }) {
      if (!token || !ORDER_ID.test(token)) return { state: "unknown" };
      let order: PaypalOrder;
      try {
        order = await api.getOrder(token);
      } catch (error) {
        if (error instanceof ProviderHttpError && error.status === 404) return { state: "none" };
        throw error;
      }
      if (order.purchase_units[0]?.custom_id !== orderId) return { state: "none" };
      // Approved but never captured: no money moved, and PayPal lets the approval lapse.
      if (order.status !== "COMPLETED") return { state: "none" };
      const capture = firstCapture(order);
      if (!capture) return { state: "unknown" };
      if (cents(capture.amount) !== amount) {
        const stranded = strandedCapture(capture);
        return stranded ? { state: "stranded", stranded } : { state: "none" };
      }
      if (capture.status === "COMPLETED") return { state: "captured", reference: capture.id };
      // Pending at PayPal (review, e-cheque): asked again on the next round.
      return { state: "unknown" };
    },
  };
}
