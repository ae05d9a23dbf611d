/** What the account operations say to people; one place, so the API and the tests agree. */
export const ACCOUNT_MESSAGES = {
  badCredentials: "That e-mail and password do not match an account. Please try again.",
  throttled: "Too many attempts. Please wait a few minutes and try again.",
  signInByMail:
    "Check your inbox: many sign-ins failed recently, from your network or for this account, so " +
    "if the e-mail and password are right, we have sent you a link to finish signing in. It " +
    "works for 15 minutes.",
  badLink: "This link has expired or was already used. Please ask for a new one.",
  wrongCurrent: "That is not your current password.",
  currentForEmail: "Please enter your current password to change your e-mail address.",
  currentForPassword: "Please enter your current password to choose a new one.",
  addressTaken: "This address now belongs to another account, so it cannot be used here.",
} as const;

/**
 * The code of the 429 a sign-in from a busy client address (issue 25), or to an account many
 * new browsers failed on (issue 35), gets whatever the password was: the form shows it as "check
 * your inbox", not as an error.
 */
export const SIGN_IN_BY_MAIL_CODE = "sign_in_by_mail";
