export const ASSOCIATE_MESSAGES = {
  /** One answer for an unknown name, a wrong PIN and another store's associate. */
  invalid: "That associate name and PIN do not match. Please try again.",
  throttled: "Too many attempts. Please wait a few minutes and try again.",
  required: "A sales associate must sign in to this bag first.",
  notKiosk: "Sales associates sign in at the department-store kiosks only.",
} as const;
