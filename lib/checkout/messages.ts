import { formatPrice } from "../money";

export const CHECKOUT_MESSAGES = {
  empty: "Your bag is empty.",
  details: "Please enter your details before paying.",
  totalChanged: (cents: number) =>
    `Your total has changed to ${formatPrice(cents)}. Please review your bag and confirm again.`,
  inProgress: "Your order is already being placed. Please wait a moment.",
  adjustmentsTooLarge:
    "The adjustments are more than this bag now allows. Please ask your sales associate to change them.",
  paymentRequired: "Please choose how you would like to pay.",
  invoiceOnly: "Orders in this store are invoiced by the store.",
} as const;
