/**
 * Payment pieces for the checkout pages. Each acquires a token and calls
 * `onToken(token, method)`; the page then calls placeOrder with it. None of them places orders.
 */
export { CardPayment } from "./card-payment";
export { PaypalButtons } from "./paypal-buttons";
export { FinancingButton } from "./financing-button";
export { FinancingApproval } from "./financing-approval";
export { WalletButton } from "./wallet-button";
export { WalletConfirmation } from "./wallet-confirmation";
