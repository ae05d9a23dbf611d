/** What the passkey operations say to people; one place, so the API, UI and tests agree. */
export const PASSKEY_MESSAGES = {
  passwordToAdd: "Please enter your current password to add a passkey.",
  notVerified: "We could not verify this passkey. Please try again.",
  unknown:
    "This passkey is not saved to an account at this store. Please sign in with your e-mail " +
    "and password, then add a passkey in My account.",
  alreadySaved: "This passkey is already saved.",
} as const;
