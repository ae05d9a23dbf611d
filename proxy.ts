import { NextResponse, type NextRequest } from "next/server";
import { env } from "./lib/env";
import {
  readCachedStore,
  RETAIL_STORE_COOKIE,
  RETAIL_STORE_COOKIE_MAX_AGE,
  serializeStore,
  SLUG_REDIRECT_PATHS,
  type RetailStoreSlug,
} from "./lib/retail";
import { clientIp, isLoopback } from "./lib/api/client-ip";
import { storeOfRequest } from "./lib/api/request-store";
import { hit } from "./lib/security/rate-limit";
import { findRetailStore } from "./lib/catalogue/retail-stores";
import { isSecureRequest } from "./lib/http/secure-request";
import { hashedPolicy, newNonce, noncePolicy, usesNonce } from "./lib/security/csp";
import { integrationSources } from "./lib/integrations";
import { currentIntegrationSettings } from "./lib/integrations/current";
import { hasControlCharacters } from "./lib/validation/control-chars";
import { pageFound } from "./lib/routing/page-found";
import { isDesignSegment } from "./lib/configurator/design-segment";
import { designSightings } from "./lib/routing/design-sightings";
import { rendersShopperCart, SHOPPER_CART_ROUTE } from "./lib/shell/shopper-cart-page.mjs";
import { LATE_NOT_FOUND_HEADER, NOT_FOUND_MARK } from "./lib/routing/not-found-headers.mjs";
import { passPrivacyContext } from "./lib/privacy/request-context";

/** Internal segment every page request is rewritten to, so pages prerender once per store. */
const STORE_SEGMENT = "/s";
/** Where a page path that cannot be read goes, answered with the status 400 in the shell. */
const BAD_REQUEST_PAGE = "/bad-request";
/** Where a page path that names nothing goes, answered with the status 404 in the shell. */
const NOT_FOUND_PAGE = "/page-not-found";
/** Next's draft mode (staff preview) cookie: unpublished content pages may then be shown. */
const DRAFT_COOKIE = "__prerender_bypass";

/**
 * `/bags/{name}` is prerendered at its starting look. A shared design (`?d=`) seen before by this
 * process goes to the route that takes it as a path segment, cached from that render on (issue
 * 27); its first sighting, `?edit=` from the bag, and a design that is not a clean segment go to
 * the route that reads the query per request: a first render is not kept (a link opened once must
 * not push a shared one out of the cache), and per request it skips Next's ISR write path, about
 * a third of its CPU (issue 34, docs/performance-profiles.md). The cached route drops the query:
 * its page reads nothing else from it.
 */
function pagePath(
  pathname: string,
  query: string,
  search: URLSearchParams,
  seenBefore: (design: string) => boolean,
): { path: string; perRequestDesign: boolean } {
  const bag = /^\/bags\/([^/]+)\/?$/.exec(pathname);
  if (!bag || bag[1] === "all-bags" || !(search.has("d") || search.has("edit"))) {
    return { path: `${pathname}${query}`, perRequestDesign: false };
  }
  const design = search.get("d");
  // `?change=` (issue 38) is read per request like `?edit=`: the cached route drops the query.
  if (design !== null && !search.has("edit") && !search.has("change") && isDesignSegment(design)) {
    if (seenBefore(`${bag[1]}/${design}`)) {
      return { path: `/bags/${bag[1]}/design/${design}`, perRequestDesign: false };
    }
  }
  return { path: `/bags/${bag[1]}/design${query}`, perRequestDesign: true };
}

/** The shared designs this process has routed (lib/routing/design-sightings.ts). */
const sightings = designSightings();

/** The configured integrations' sources (lib/integrations), read once: the environment is fixed. */
let sources: ReturnType<typeof integrationSources> | undefined;
const policySources = () => (sources ??= integrationSources(currentIntegrationSettings()));

/** A broken %-escape (`/bags/%`) makes Next fail with a 500 before any route runs. */
function decoded(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * Whether a page path names something in this store, decided before rendering (issue 26): Next
 * serves a notFound() thrown while rendering as an empty error shell, so a path that names
 * nothing goes to the prerendered 404 page instead, frame and content in its HTML. server.mjs
 * asks for that page (with its edge tag) when a page found out only while rendering.
 */
async function pageExists(request: NextRequest, slug: RetailStoreSlug, pathname: string) {
  const tag = process.env.ATELIER_EDGE_TAG;
  if (tag && request.headers.get(LATE_NOT_FOUND_HEADER) === tag) return false;
  if (/^\/_{1,2}next/.test(pathname)) return true;
  return pageFound(slug, pathname, {
    production: env().APP_ENV === "production",
    preview: request.cookies.has(DRAFT_COOKIE),
  });
}

/**
 * Resolves the retail store for every page request (spec section 4, Retail store) and passes it
 * on through the rewritten path. The API is not a per-store page and never comes here (issue 27):
 * its handlers read the store from the request themselves (lib/api/request-store.ts), and
 * server.mjs answers its unreadable addresses.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === "/clear") {
    const response = NextResponse.redirect(new URL("/", request.url));
    response.cookies.delete(RETAIL_STORE_COOKIE);
    return response;
  }
  if (SLUG_REDIRECT_PATHS.includes(pathname.replace(/\/+$/, ""))) {
    return NextResponse.redirect(new URL("/", request.url));
  }

  const config = env();
  const address = clientIp(request.headers);
  if (!isLoopback(address)) {
    // Pages have a generous budget per client address (the API limits per operation itself).
    // Loopback is this machine (health checks, a same-host proxy with TRUST_PROXY unset): one
    // bucket for all of it would be an outage, not a limit.
    const rate = await hit(`page|${address}`, config.PAGE_RATE_LIMIT_PER_MINUTE);
    if (!rate.allowed) {
      return new NextResponse("Too many requests. Please wait a moment and try again.", {
        status: 429,
        headers: {
          "Retry-After": String(rate.retryAfterSeconds),
          "Content-Type": "text/plain; charset=utf-8",
          "Cache-Control": "no-store",
        },
      });
    }
  }
  const slug = storeOfRequest(request);
  const cached = readCachedStore(request.cookies.get(RETAIL_STORE_COOKIE)?.value, slug);
  const store = cached ?? (await findRetailStore(slug).catch(() => null));

  const headers = new Headers(request.headers);
  // Never let a client reach a handler with a forged internal header (CVE-2025-29927 class).
  headers.delete("x-middleware-subrequest");

  const plain = decoded(pathname);
  // API handlers refuse control characters in their parameters (422, naming the field); a page
  // address holding one is as unreadable as a broken escape.
  const readable = plain !== null && !hasControlCharacters(plain);
  const missing = readable && !(await pageExists(request, slug, pathname));
  // Pages rendered per request get a nonce policy: Next reads the nonce from the request's
  // policy header and puts it on its scripts; the browser gets the same policy. The others are
  // prerendered and named by their scripts' hashes, which server.mjs fills in; `next dev`
  // renders every page per request (and has no server.mjs), so there every page takes a nonce.
  const development = process.env.NODE_ENV === "development";
  // `/cart` with a cart cookie is drawn per request with the shopper's bag (issue 27).
  const shopperCart = rendersShopperCart(pathname, request.headers.get("cookie"));
  const page = shopperCart
    ? { path: `${SHOPPER_CART_ROUTE}${request.nextUrl.search}`, perRequestDesign: false }
    : pagePath(pathname, request.nextUrl.search, request.nextUrl.searchParams, (design) =>
        sightings.seenBefore(`${slug}/${design}`),
      );
  // A design drawn per request takes a nonce too: hashing its scripts in server.mjs is work a
  // page that is never kept need not do.
  const nonced =
    readable &&
    !missing &&
    (development || shopperCart || page.perRequestDesign || usesNonce(pathname));
  const policy = nonced
    ? noncePolicy(newNonce(), policySources(), development)
    : hashedPolicy(policySources());
  if (nonced) headers.set("content-security-policy", policy);
  const rewritten = page.path;
  const response =
    readable && !missing
      ? NextResponse.rewrite(new URL(`${STORE_SEGMENT}/${slug}${rewritten}`, request.url), {
          request: { headers },
        })
      : NextResponse.rewrite(
          new URL(
            `${STORE_SEGMENT}/${slug}${missing ? NOT_FOUND_PAGE : BAD_REQUEST_PAGE}`,
            request.url,
          ),
          { status: missing ? 404 : 400, request: { headers } },
        );

  if (missing) response.headers.set(NOT_FOUND_MARK, "1");
  response.headers.set("Content-Security-Policy", policy);
  passPrivacyContext(
    request,
    response,
    config.CONSENT_COUNTRY_HEADER,
    isSecureRequest(request.headers, request.nextUrl),
  );
  if (store && !cached) {
    response.cookies.set(RETAIL_STORE_COOKIE, serializeStore(store), {
      maxAge: RETAIL_STORE_COOKIE_MAX_AGE,
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: isSecureRequest(request.headers, request.nextUrl),
    });
  }
  return response;
}

export const config = {
  // Static files, build output and the API skip the proxy; every page goes through it.
  matcher: [
    "/((?!api/|sanctum/|_next/static|_next/image|images/|favicon.ico|icon.svg|apple-icon.png|manifest.webmanifest).*)",
  ],
};
