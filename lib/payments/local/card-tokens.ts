import "server-only";
import { cardBrand, type CardBrand } from "../card-number";
import type { CardTokenBody } from "../schemas";
import { signToken, verifyToken, type VerifyFailure } from "./signed-token";

/**
 * Local card tokens: what POST /payments/local/card-tokens hands the browser instead of a real
 * provider's token. The token carries brand, last 4 digits and the outcome a charge will have,
 * decided here from Stripe's well-known test numbers; the full number is never stored.
 */
export const CARD_TOKEN_TTL_MS = 30 * 60 * 1000;

export type CardOutcome =
  "succeeded" | "card_declined" | "insufficient_funds" | "expired_card" | "incorrect_cvc";

/** Test numbers as Stripe documents them; any other Luhn-valid number succeeds. */
const TEST_CARD_OUTCOMES: Record<string, CardOutcome> = {
  "4242424242424242": "succeeded",
  "4000000000000002": "card_declined",
  "4000000000009995": "insufficient_funds",
  "4000000000000069": "expired_card",
  "4000000000000127": "incorrect_cvc",
};

export const CARD_OUTCOME_MESSAGES: Record<Exclude<CardOutcome, "succeeded">, string> = {
  card_declined: "Your card was declined.",
  insufficient_funds: "Your card has insufficient funds.",
  expired_card: "Your card has expired.",
  incorrect_cvc: "Your card's security code is incorrect.",
};

export type CardTokenData = {
  brand: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
  outcome: CardOutcome;
};

export function createCardToken(card: CardTokenBody, now: number = Date.now()) {
  const data: CardTokenData = {
    brand: cardBrand(card.number),
    last4: card.number.slice(-4),
    exp_month: card.exp_month,
    exp_year: card.exp_year,
    outcome: TEST_CARD_OUTCOMES[card.number] ?? "succeeded",
  };
  const token = signToken("card", data, CARD_TOKEN_TTL_MS, now);
  return { token, brand: data.brand, last4: data.last4, expiresAt: now + CARD_TOKEN_TTL_MS };
}

const OUTCOMES = new Set<string>(Object.values(TEST_CARD_OUTCOMES));

export function readCardToken(
  token: string,
  now: number = Date.now(),
): { ok: true; card: CardTokenData } | { ok: false; reason: VerifyFailure } {
  const verified = verifyToken("card", token, now);
  if (!verified.ok) return verified;
  const { brand, last4, exp_month, exp_year, outcome } = verified.data;
  if (
    typeof brand !== "string" ||
    typeof last4 !== "string" ||
    typeof exp_month !== "number" ||
    typeof exp_year !== "number" ||
    typeof outcome !== "string" ||
    !OUTCOMES.has(outcome)
  ) {
    return { ok: false, reason: "malformed" };
  }
  return {
    ok: true,
    card: {
      brand: brand as CardBrand,
      last4,
      exp_month,
      exp_year,
      outcome: outcome as CardOutcome,
    },
  };
}
