import type { ChargeResult, ProviderName, Stranded } from "./types";

/** Shopper-facing texts shared by every provider, so the same situation reads the same way. */
export const MESSAGES = {
  generic: "We could not complete your payment. Please try again or choose another payment method.",
  unavailable: "The payment service did not answer. Please wait a moment and try again.",
  amountMismatch:
    "Your order total changed while you were paying. You have not been charged; please confirm the payment again.",
  givenBack:
    "Your payment did not match your order total, so it is being given back to you in full. Please confirm the payment again.",
  expired: "Your payment session expired. Please enter your payment details again.",
  invalid: "We could not verify your payment. Please try again.",
  notApproved: "The payment has not been approved yet. Please finish the approval and try again.",
  financingDeclined:
    "Your financing could not be confirmed. Please try again or choose another payment method.",
  walletDeclined:
    "Your wallet payment was declined. Please choose another payment method in your wallet.",
} as const;

export const failure = (
  provider: ProviderName,
  code: string,
  message: string,
  stranded?: Stranded | null,
): ChargeResult => ({
  ok: false,
  provider,
  code,
  message,
  ...(stranded ? { stranded } : {}),
});

export const captured = (provider: ProviderName, reference: string): ChargeResult => ({
  ok: true,
  provider,
  status: "captured",
  reference,
});
