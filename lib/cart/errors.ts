import { DomainError } from "../errors";

/** Shopper-facing cart messages, shared by the API and the tests. */
export const CART_MESSAGES = {
  notFound: "Your bag could not be found. It may have been checked out already.",
  designMissing: "This design could not be found. Please save it again.",
  designElsewhere: "This bag cannot be ordered in this store.",
  productUnavailable: "This item is no longer available.",
  notForSale: "This item cannot be added to the bag.",
  soldOut: "Sorry, this piece is sold out.",
  designLimit: (n: number) =>
    `You can order up to ${n} of one design at a time. For more, please contact client care.`,
  onlyLeft: (n: number) => `Sorry, only ${n} of this piece ${n === 1 ? "is" : "are"} left.`,
  giftCodeMissing: "This gift card could not be found. Please create it again.",
  giftCodeTaken: "This gift card is already in a bag.",
  giftCardsOff: "Gift cards cannot be bought in this store.",
  itemMissing: "This item is no longer in your bag.",
  boxMissing: "Please choose one of our gift boxes.",
  adjustmentsOff: "Adjustments cannot be made in this store.",
} as const;

/** The cart is gone (checked out, or never ours): the client starts a new one on this code. */
export const cartNotFound = () =>
  new DomainError("not_found", CART_MESSAGES.notFound, { code: "cart_not_found" });

/** The line is gone but the cart is not: the client refreshes the cart on this code. */
export const cartItemMissing = () =>
  new DomainError("not_found", CART_MESSAGES.itemMissing, { code: "cart_item_not_found" });
