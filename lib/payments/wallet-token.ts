/**
 * The wallet charge token is the order reference id and the sign-in access token in one string,
 * so ChargeRequest keeps a single `token`. Reference ids never contain `|`; access tokens may
 * (`Atza|…`), so the split is at the first one. Pure: the browser builds it, the server reads it.
 */
export const walletToken = (orderReferenceId: string, accessToken: string) =>
  `${orderReferenceId}|${accessToken}`;

export function parseWalletToken(
  token: string,
): { orderReferenceId: string; accessToken: string } | null {
  const at = token.indexOf("|");
  if (at <= 0 || at === token.length - 1) return null;
  return { orderReferenceId: token.slice(0, at), accessToken: token.slice(at + 1) };
}
