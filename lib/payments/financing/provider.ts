import "server-only";
import { captured, failure, MESSAGES } from "../failures";
import { ProviderHttpError } from "../http";
import type { PaymentProvider, Stranded } from "../types";
import type { FinancingApi, FinancingTransaction } from "./api";

/**
 * Financing: authorize the checkout token (this creates the loan for the amount the shopper
 * approved), check it is the server's total for this order, then capture. A mismatch is handed
 * back as stranded money (the loan to void, or the capture to refund): the caller records it and
 * gives it back, so the shopper is left with no loan even when the provider refuses at first.
 */
const TOKEN = /^[A-Za-z0-9_-]{4,128}$/;

/** Loans read (100 a page) before a lookup gives up and leaves the order to client care. */
const LOOKUP_PAGES = 5;
/** Allowance for the provider's clock against ours when deciding the list is read far enough. */
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * The loan made from this checkout token, read from the newest-first list down to the
 * attempt's start (so never creating one, as authorize would): the loan, null when there is
 * none, or "unread" when the pages ran out first.
 */
async function findLoan(
  api: FinancingApi,
  token: string,
  startedAt: Date,
): Promise<FinancingTransaction | null | "unread"> {
  const oldest = startedAt.getTime() - CLOCK_SKEW_MS;
  let cursor: string | undefined;
  for (let page = 0; page < LOOKUP_PAGES; page++) {
    const { data, next_cursor } = await api.listTransactions(cursor);
    const loan = data.find((entry) => entry.checkout_id === token);
    if (loan) return loan;
    if (!next_cursor || data.some((entry) => entry.created.getTime() < oldest)) return null;
    cursor = next_cursor;
  }
  return "unread";
}

const loanToGiveBack = (
  action: Stranded["action"],
  loan: { id: string; amount: number; currency: string },
  reason: string,
): Stranded => ({
  action,
  reference: loan.id,
  amount: loan.amount,
  currency: loan.currency,
  reason,
});

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
        const reason = wrongOrder
          ? "order_mismatch"
          : charge.currency !== "USD"
            ? "currency_mismatch"
            : "amount_mismatch";
        const hold = loanToGiveBack("void", charge, reason);
        return wrongOrder
          ? failure("financing", "order_mismatch", MESSAGES.invalid, hold)
          : failure("financing", "amount_mismatch", MESSAGES.amountMismatch, hold);
      }
      const capture = await api.capture(
        charge.id,
        request.orderId,
        `${request.idempotencyKey}:capture`,
      );
      if (capture.amount !== request.amount || capture.currency !== "USD") {
        return failure(
          "financing",
          "capture_mismatch",
          MESSAGES.amountMismatch,
          loanToGiveBack("refund", { id: charge.id, ...capture }, "capture_mismatch"),
        );
      }
      return captured("financing", charge.id);
    },
    async refund(reference, amount) {
      await api.refund(reference, amount);
    },
    async giveBack(stranded, key) {
      if (stranded.action === "void") await api.void(stranded.reference, key);
      else await api.refund(stranded.reference, stranded.amount, key);
    },
    async lookup({ token, orderId, amount, startedAt }) {
      if (!token || !TOKEN.test(token)) return { state: "unknown" };
      const loan = await findLoan(api, token, startedAt);
      if (loan === "unread") return { state: "unknown" };
      if (loan === null || loan.status === "voided") return { state: "none" };
      const ours = loan.order_id === undefined || loan.order_id === orderId;
      const total = loan.amount === amount && loan.currency === "USD";
      if (ours && loan.status === "captured" && total) {
        return { state: "captured", reference: loan.id };
      }
      // Another order's loan is never ours to give back: a person looks.
      if (!ours) return { state: "unknown" };
      // A loan nobody captured: the shopper never saw this order confirmed, so it is let go.
      if (loan.status === "authorized") {
        return { state: "stranded", stranded: loanToGiveBack("void", loan, "not_captured") };
      }
      if (loan.status === "captured") {
        return { state: "stranded", stranded: loanToGiveBack("refund", loan, "amount_mismatch") };
      }
      // Refunded (by whom, for what?), or a state we do not know: asked again each round.
      return { state: "unknown" };
    },
  };
}
