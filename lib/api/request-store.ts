import { env } from "../env";
import { isOverrideAllowed, resolveStoreSlug } from "../retail/host";
import { RETAIL_STORE_OVERRIDE_COOKIE, type RetailStoreSlug } from "../retail/stores";

type RequestLike = {
  headers: Pick<Headers, "get">;
  cookies: { get(name: string): { value: string } | undefined };
};

/**
 * The retail store a request is for (spec section 4, Retail store): its host, or outside
 * production the test override cookie. Read from the request itself and never from a header a
 * client could send, so the API needs no proxy in front to be told (issue 27).
 */
export function storeOfRequest(request: RequestLike): RetailStoreSlug {
  const config = env();
  return resolveStoreSlug({
    host: request.headers.get("host"),
    overrideCookie: request.cookies.get(RETAIL_STORE_OVERRIDE_COOKIE)?.value,
    overrideAllowed: isOverrideAllowed(config.APP_ENV, config.ALLOW_STORE_OVERRIDE),
  });
}
