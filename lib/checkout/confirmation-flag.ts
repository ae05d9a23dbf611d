/**
 * Spec 4: "the confirmation-initialised flag is set false on entering the confirmation route".
 * The payment pieces are set up once per visit: the flag turns true when they are ready and is
 * reset on every entry, so coming back to the page (after a declined card, a provider redirect)
 * sets them up afresh instead of reusing a spent PayPal order or card token.
 */
let initialised = false;
const listeners = new Set<() => void>();

export const confirmationInitialised = () => initialised;

export function setConfirmationInitialised(value: boolean): void {
  if (initialised === value) return;
  initialised = value;
  for (const listener of listeners) listener();
}

export function subscribeConfirmationInitialised(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
