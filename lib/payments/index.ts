import "server-only";

/**
 * What the rest of the app uses from payments. placeOrder: `providerFor(method).charge(...)`.
 * The confirmation page (server component): `paymentOptions(methodsTheStoreShows)`.
 * Orders: `registerPaymentEventHandler(...)` for webhooks.
 */
export { providerFor, paymentOptions } from "./providers";
export type * from "./types";
