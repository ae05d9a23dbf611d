/**
 * Issue 38 (ADRs 0420, 0421): what a wallet or financing checkout for a design change's
 * difference sends the client back to the review page with. Pure: the pages read it, the review
 * hands it to the confirmation, which sends it as the change's payment token.
 */
export type ReturnedCheckout = {
  /** Financing: the approved application's token. */
  checkoutToken: string | null;
  /** The wallet: the reference (test payments) and the sign-in's access token. */
  orderReferenceId: string | null;
  accessToken: string | null;
};

/** Token-like values only: anything else in the address is ignored, not passed on. */
const TOKEN = /^[A-Za-z0-9|._~-]{4,512}$/;

const tokenOf = (value: string | string[] | undefined) => {
  const first = Array.isArray(value) ? value[0] : value;
  return first && TOKEN.test(first) ? first : null;
};

export function returnedCheckout(
  search: Record<string, string | string[] | undefined>,
): ReturnedCheckout {
  return {
    checkoutToken: tokenOf(search.checkout_token),
    orderReferenceId: tokenOf(search.order_reference_id),
    accessToken: tokenOf(search.access_token),
  };
}

/**
 * The address query that carries a returned checkout: what a sign-in must keep when it sends the
 * client back to the review page (a session that lapsed while the provider's page was open must
 * not make the client pay again). The inverse of returnedCheckout; absent values are left out.
 */
export function returnedCheckoutQuery(returned: ReturnedCheckout): Record<string, string> {
  const query: Record<string, string> = {};
  if (returned.checkoutToken) query.checkout_token = returned.checkoutToken;
  if (returned.orderReferenceId) query.order_reference_id = returned.orderReferenceId;
  if (returned.accessToken) query.access_token = returned.accessToken;
  return query;
}
