import { formatPrice } from "../money";

export const CHECKOUT_MESSAGES = {
  empty: "Your bag is empty.",
  details: "Please enter your details before paying.",
  /** A cart addressed to an account, in a browser not signed in to it. */
  signInToPay: "Please sign in to pay for this bag.",
  totalChanged: (cents: number) =>
    `Your total has changed to ${formatPrice(cents)}. Please review your bag and confirm again.`,
  inProgress: "Your order is already being placed. Please wait a moment.",
  adjustmentsTooLarge:
    "The adjustments are more than this bag now allows. Please ask your sales associate to change them.",
  paymentRequired: "Please choose how you would like to pay.",
  invoiceOnly: "Orders in this store are invoiced by the store.",
} as const;

/** The stylist and referrer inputs (spec 6) and the comments, on the stores that show them. */
export const CHANNEL_MESSAGES = {
  stylistUnknown:
    "We could not find a stylist with that name or code. Please check with your stylist.",
  stylistAmbiguous:
    "More than one of our stylists has that name. Please enter your stylist's code instead.",
  stylistInactive:
    "The stylist on this order no longer works with us. Please enter another stylist's name or code.",
  stylistRequired: "Please tell us the name or code of the stylist you are working with.",
  clientPhone:
    "Please enter the client's phone number, so the atelier can reach them about the bag.",
  notTaken: (what: string) => `This store does not take ${what}.`,
} as const;
