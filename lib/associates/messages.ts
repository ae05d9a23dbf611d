export const ASSOCIATE_MESSAGES = {
  /** One answer for an unknown name, a wrong PIN and another store's associate. */
  invalid: "That associate name and PIN do not match. Please try again.",
  throttled: "Too many attempts. Please wait a few minutes and try again.",
  /** The associate's own lock (issue 23): only staff lift it early. */
  locked:
    "This associate name is locked after too many wrong PINs. Please ask a staff member to lift the lock, or wait 15 minutes.",
  required: "A sales associate must sign in to this bag first.",
  notKiosk: "Sales associates sign in at the department-store kiosks only.",
  /** The binding ended (idle reset, or 15 minutes without a money action). */
  ended: "Your sign-in to this bag has ended. Please enter your PIN again.",
  adjustmentPin: "Please enter your PIN again to confirm this adjustment.",
  receiptPin: "Please enter your PIN again to confirm this receipt number.",
} as const;

/** Machine-readable codes the kiosk UI branches on (never on the wording). */
export const ASSOCIATE_CODES = {
  /** No associate has signed in to this bag: the sign-in page, not a prompt. */
  required: "associate_required",
  /** Ask the associate for their PIN (the binding ended or the money action needs a fresh one), then retry. */
  pinRequired: "associate_pin_required",
} as const;
