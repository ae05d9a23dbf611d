/** What the account operations say to people; one place, so the API and the tests agree. */
export const ACCOUNT_MESSAGES = {
  badCredentials: "That e-mail and password do not match an account. Please try again.",
  throttled: "Too many attempts. Please wait a few minutes and try again.",
  badLink: "This link has expired or was already used. Please ask for a new one.",
  wrongCurrent: "That is not your current password.",
  currentForEmail: "Please enter your current password to change your e-mail address.",
  currentForPassword: "Please enter your current password to choose a new one.",
  addressTaken: "This address now belongs to another account, so it cannot be used here.",
} as const;
