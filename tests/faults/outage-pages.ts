import { CART_ID_COOKIE } from "../../lib/shell/shopper-cart-page.mjs";
import { Browser, type Pieces } from "./load";
import { describe, exchange, type Exchange } from "./http";
import type { AppServer } from "./infra";

/**
 * The page checks of the PostgreSQL outage: a page drawn on the server from the database must
 * answer the 503 page while the database is down (Retry-After, HTML, never kept), not Next's 500
 * (server/unavailable-page.mjs).
 */

/** A shopper holding a cart made on `server` while the database answers: its browser's headers. */
export type CartHolder = { headers: Record<string, string> };

/** A browser holding a cart made on `server` while the database answers. */
export async function browserWithCart(server: AppServer, pieces: Pieces): Promise<CartHolder> {
  const browser = new Browser("203.0.113.77");
  const csrf = await exchange({
    base: server.base,
    method: "GET",
    path: "/sanctum/csrf-cookie",
    headers: browser.headers(false),
    timeoutMs: 10_000,
  });
  if (csrf.kind !== "answer") throw new Error(`no XSRF cookie from ${server.name}: ${csrf.kind}`);
  browser.keep(csrf.reply);
  const body = JSON.stringify({ orderable_type: "product", orderable_id: pieces.first });
  const cart = await exchange({
    base: server.base,
    method: "POST",
    path: "/api/external/orders",
    headers: {
      accept: "application/json",
      "content-type": "application/json",
      ...browser.headers(true),
    },
    body,
    timeoutMs: 10_000,
  });
  if (cart.kind !== "answer" || cart.reply.status >= 300)
    throw new Error(
      `no cart made on ${server.name}: ${cart.kind === "answer" ? describe(cart.reply) : cart.kind}`,
    );
  browser.keep(cart.reply);
  const id = (JSON.parse(cart.reply.text) as { content?: { id?: unknown } }).content?.id;
  if (typeof id !== "string") throw new Error(`the cart made on ${server.name} has no id`);
  // The storefront's script keeps the bag's id in this cookie; with it, /cart is drawn on the
  // server from the database (lib/shell/shopper-cart-page.mjs).
  const headers = browser.headers(false);
  headers.cookie = [headers.cookie, `${CART_ID_COOKIE}=${id}`].filter(Boolean).join("; ");
  return { headers };
}

export type PageCheck = { name: string; ok: boolean; detail: string };

const isUnavailablePage = (reply: Exchange) =>
  reply.status === 503 &&
  reply.headers["retry-after"] !== undefined &&
  String(reply.headers["content-type"] ?? "").startsWith("text/html") &&
  /no-store/.test(String(reply.headers["cache-control"] ?? ""));

/**
 * What `path` answers the shopper on `server` now. `/checkout/registration` reads the bag on the
 * server and fails without it: it must be the 503 page. `/cart` reads it too but draws the
 * screen the browser then asks the API for when it cannot (issue 27): a 2xx or the 503 page.
 */
export async function outagePageCheck(
  server: AppServer,
  holder: CartHolder,
  path: "/checkout/registration" | "/cart",
): Promise<PageCheck> {
  const name = `${server.name}: ${path} with a cart cookie, database down`;
  const result = await exchange({
    base: server.base,
    method: "GET",
    path,
    headers: { accept: "text/html", ...holder.headers },
    timeoutMs: 10_000,
  });
  if (result.kind !== "answer")
    return { name, ok: false, detail: `${result.kind} (${result.ms} ms)` };
  const { reply } = result;
  const drawnByBrowser = path === "/cart" && reply.status >= 200 && reply.status < 300;
  return {
    name,
    ok: isUnavailablePage(reply) || drawnByBrowser,
    detail: `${reply.status} Retry-After ${String(reply.headers["retry-after"])}, ${String(reply.headers["content-type"])}, Cache-Control ${String(reply.headers["cache-control"])} in ${result.ms} ms`,
  };
}
