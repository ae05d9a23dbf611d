import "server-only";

/**
 * What the rest of the app uses from payments. placeOrder: `providerFor(method).charge(...)`.
 * The confirmation page (server component): `paymentOptions(methodsTheStoreShows)`.
 * Orders: `registerPaymentEventHandler(...)` for webhooks.
 */
export { providerFor, paymentOptions } from "./providers";
export { registerPaymentEventHandler, type PaymentEventHandler } from "./events";
export { type PaymentOwner } from "./order-total";
export { paymentConfig, isLive } from "./config";
export { walletToken } from "./wallet-token";
export type * from "./types";
export { PAYMENT_METHODS } from "./types";
