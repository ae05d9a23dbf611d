/**
 * Readable by page scripts while a customer is signed in ("1"), so the header and the cart know
 * to ask who it is; the api token itself stays in the sealed HttpOnly session cookie.
 */
export const SIGNED_IN_COOKIE = "customer_signed_in";
