/**
 * Adding a passkey is adding a way into the account, so it needs a recent proof of who is at the
 * keyboard: a sign-in on this browser in the last few minutes, else the current password.
 */
export const RECENT_SIGN_IN_MINUTES = 10;

/**
 * `authAt`: when this web session signed in (set at sign-in, with its token); `sessionToken`
 * and `usedToken`: the session's token and the one the request was authenticated with, which
 * must be the same (a bearer token says nothing about the cookie's sign-in time).
 */
export function signedInRecently(
  session: { token?: string; authAt?: number } | null,
  usedToken: string | undefined,
  now: number,
): boolean {
  if (!session?.token || !usedToken || session.token !== usedToken) return false;
  if (session.authAt === undefined) return false;
  const age = now - session.authAt;
  return age >= 0 && age <= RECENT_SIGN_IN_MINUTES * 60_000;
}
