import "server-only";
import { captured, failure, MESSAGES } from "../failures";
import type { ChargeRequest, ChargeResult, PaymentProvider } from "../types";
import { parseWalletToken } from "../wallet-token";
import type { LocalLedger } from "./ledger";
import { CARD_OUTCOME_MESSAGES, readCardToken } from "./card-tokens";
import {
  localFinancingApproved,
  readLocalFinancingCheckout,
  readLocalPaypalOrder,
  readLocalWalletReference,
} from "./references";
import { digest, type VerifyFailure } from "./signed-token";

/**
 * The built-in provider: takes the same path as the real ones (token from the browser, checks
 * on the server, a reference to refund) without any network. References follow the idempotency
 * key, so a retried placeOrder gets the same reference back.
 */
const fromVerify = (reason: VerifyFailure): ChargeResult =>
  reason === "expired"
    ? failure("local", "token_expired", MESSAGES.expired)
    : failure("local", "invalid_token", MESSAGES.invalid);

/** The order id and amount a PayPal order / checkout / reference was created for must match. */
function checkBinding(request: ChargeRequest, bound: { orderId: string; amount: number }) {
  if (bound.orderId !== request.orderId)
    return failure("local", "order_mismatch", MESSAGES.invalid);
  if (bound.amount !== request.amount) {
    return failure("local", "amount_mismatch", MESSAGES.amountMismatch);
  }
  return null;
}

const reference = (request: ChargeRequest) =>
  `local_${request.method}_${digest(request.idempotencyKey)}`;

function chargeCard(request: ChargeRequest, now: number): ChargeResult {
  const read = readCardToken(request.token, now);
  if (!read.ok) return fromVerify(read.reason);
  const { outcome } = read.card;
  if (outcome !== "succeeded") return failure("local", outcome, CARD_OUTCOME_MESSAGES[outcome]);
  return captured("local", reference(request));
}

function chargeBound(
  request: ChargeRequest,
  read:
    { ok: true; value: { orderId: string; amount: number } } | { ok: false; reason: VerifyFailure },
): ChargeResult {
  if (!read.ok) return fromVerify(read.reason);
  return checkBinding(request, read.value) ?? captured("local", reference(request));
}

export function createLocalProvider(
  clock: () => number = Date.now,
  ledger?: LocalLedger,
): PaymentProvider {
  return {
    name: "local",
    async charge(request) {
      const result = chargeLocally(request, clock());
      // Like a real provider, it remembers what it captured, under the key it was asked with.
      if (result.ok && ledger) {
        await ledger.record(request.idempotencyKey, result.reference, request.amount);
      }
      return result;
    },
    async lookup({ idempotencyKey }) {
      if (!ledger) return { state: "unknown" };
      const found = await ledger.find(idempotencyKey);
      return found ? { state: "captured", reference: found.reference } : { state: "none" };
    },
    refund: refundLocally,
    giveBack: (stranded) => refundLocally(stranded.reference, stranded.amount),
  };
}

/** Nothing moved, so nothing to give back; still refuse what a real provider would. */
async function refundLocally(ref: string, amount: number): Promise<void> {
  if (!ref.startsWith("local_")) throw new Error(`Not a local payment reference: ${ref}`);
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new Error(`Not a refundable amount: ${amount}`);
  }
}

function chargeLocally(request: ChargeRequest, now: number): ChargeResult {
  switch (request.method) {
    case "card":
      return chargeCard(request, now);
    case "paypal":
      return chargeBound(request, readLocalPaypalOrder(request.token, now));
    case "financing": {
      const read = readLocalFinancingCheckout(request.token, now);
      if (read.ok && !localFinancingApproved(read.value.issuedAt, now)) {
        return failure("local", "not_approved", MESSAGES.notApproved);
      }
      return chargeBound(request, read);
    }
    case "wallet": {
      const parts = parseWalletToken(request.token);
      if (!parts) return failure("local", "invalid_token", MESSAGES.invalid);
      return chargeBound(
        request,
        readLocalWalletReference(parts.orderReferenceId, parts.accessToken, now),
      );
    }
  }
}
