/**
 * What a failed passkey ceremony in the browser means to the customer. Null: nothing to say
 * (the page itself stopped it, e.g. the autofill request replaced by the button's).
 */
export function ceremonyFailure(error: unknown, action: "add" | "sign-in"): string | null {
  const name = error instanceof Error ? error.name : "";
  const code = (error as { code?: unknown } | null)?.code;
  if (name === "AbortError" || code === "ERROR_CEREMONY_ABORTED") return null;
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED" || name === "InvalidStateError") {
    return "This device already holds a passkey for your account.";
  }
  if (name === "NotAllowedError") {
    return action === "add"
      ? "No passkey was added: the request was cancelled or timed out."
      : "Signing in with a passkey was cancelled or timed out.";
  }
  if (name === "SecurityError") return "Passkeys cannot be used on this address.";
  return action === "add"
    ? "This device could not make a passkey. Please try again."
    : "This device could not use a passkey. Please try again.";
}
