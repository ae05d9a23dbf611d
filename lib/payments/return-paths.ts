/** Spec-2 pages the providers send the shopper back to. Pure: shared by server and browser. */
export const FINANCING_RETURN_PATH = "/checkout/confirmation_affirm";
export const WALLET_RETURN_PATH = "/checkout/amazon_pay_confirmation";
export const CHECKOUT_CONFIRMATION_PATH = "/checkout/confirmation";
