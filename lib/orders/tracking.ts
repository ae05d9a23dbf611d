import "server-only";
import { sealData, unsealData } from "iron-session";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import { z } from "zod";
import { loadCart } from "../cart/load";
import type { OrderRow } from "../cart/loaded-cart";
import {
  giveBackAttempt,
  takeAttempt,
  takeAttemptPerKey,
  type ThrottleKey,
} from "../customers/throttle";
import { customers, orders, orderTrackingGrants, retailStores } from "../db/schema";
import { db as openDb } from "../db/client";
import type { Db } from "../db/types";
import { clientNetwork } from "../http/client-network";
import { log } from "../log";
import type { RetailStoreSlug } from "../retail/stores";
import { appSecret } from "../secret";
import { timelineOf } from "./production";
import { orderNumberSchema } from "./stages";
import type { Timeline } from "./timeline";

/**
 * Guest tracking at /orders/track (issue 26): the order number and the e-mail it was placed
 * with show that order's timeline. The form posts to /api/orders/track, which answers with a
 * redirect: the e-mail never rides in an address that a log, a history or a Referer keeps. A
 * match is remembered in a sealed, HttpOnly cookie for this browser's session (30 minutes at
 * most); the page reads it. The cookie names a grant kept in the database (issue 35): "forget"
 * deletes it, so a copy of the cookie is refused from then on by every app server.
 */
export const TRACK_COOKIE = "atelier_track";
const TRACK_SECONDS = 30 * 60;

/** What every wrong pair gets, whichever half was wrong. */
export const TRACK_MESSAGES = {
  noMatch:
    "We could not find an order with that number and e-mail address. Please check both and try again.",
  wait: "Too many attempts. Please wait a few minutes and try again, or write to client care.",
  invalid: "Please enter your order number (as in your confirmation mail) and your e-mail address.",
} as const;

const trackFormSchema = z.object({
  number: orderNumberSchema,
  email: z.string().trim().toLowerCase().pipe(z.email().max(254)),
});

/**
 * Failures slow the guesser, not the order (issue 35). Both keys are the client's (its address,
 * an IPv6 /64 as one): this client on this number, and this client on any number. They are
 * counted before the lookup, and a locked client is refused whatever the pair, so a burst of
 * parallel guesses cannot slip past and a locked guesser learns nothing from its answers; a
 * match gives the attempt back. No key is the order's alone: with one, a stranger who knows a
 * number holds its tracking for everybody (the 11 requests every 15 minutes).
 */
const THROTTLE_KEYS = (number: string, client: string): ThrottleKey[] => [
  { key: `track:${number}|${client}`, limit: 5 },
  { key: `track-ip:${client}`, limit: 20 },
];

/**
 * Failures on one number from every client, counted after a miss for the log only: a guess
 * spread over many networks is seen (a warning per miss past this count in the throttle's
 * window) but never refuses the owner. See docs/adr/0100.
 */
const ORDER_WATCH = (number: string): ThrottleKey => ({ key: `track-order:${number}`, limit: 10 });

type TrackOutcome =
  { kind: "found"; cookie: string } | { kind: "no_match" } | { kind: "wait"; seconds: number };

const sealedSchema = z.object({ grant: z.uuid(), store: z.string() });

/** Looks the pair up in this store; a match comes back as the sealed cookie's value. */
async function trackOrder(
  db: Db,
  input: { store: RetailStoreSlug; number: string; email: string; ip: string },
): Promise<TrackOutcome> {
  const keys = THROTTLE_KEYS(input.number, clientNetwork(input.ip));
  const wait = await takeAttempt(db, keys);
  if (wait > 0) return { kind: "wait", seconds: wait };
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(retailStores, eq(retailStores.id, orders.retailStoreId))
    .where(
      and(
        eq(orders.number, input.number),
        eq(customers.email, input.email),
        eq(retailStores.name, input.store),
        sql`${orders.status} in ('placed', 'paid', 'cancelled', 'refunded')`,
      ),
    )
    .limit(1);
  if (!row) {
    const [watched] = await takeAttemptPerKey(db, [ORDER_WATCH(input.number)]);
    if (watched) log().warn({ order: input.number }, "[tracking] many wrong pairs for one order");
    return { kind: "no_match" };
  }
  await giveBackAttempt(db, keys);
  const [grant] = await db
    .insert(orderTrackingGrants)
    .values({ orderId: row.id, expiresAt: new Date(Date.now() + TRACK_SECONDS * 1000) })
    .returning({ id: orderTrackingGrants.id });
  if (!grant) throw new Error("the tracking grant was not kept");
  const cookie = await sealData(
    { grant: grant.id, store: input.store },
    { password: appSecret(), ttl: TRACK_SECONDS },
  );
  return { kind: "found", cookie };
}

/** The grant a tracking cookie names for this store, or null (unreadable, another store's). */
async function grantOf(store: RetailStoreSlug, cookie: string): Promise<string | null> {
  try {
    const parsed = sealedSchema.safeParse(
      await unsealData<unknown>(cookie, { password: appSecret(), ttl: TRACK_SECONDS }),
    );
    return parsed.success && parsed.data.store === store ? parsed.data.grant : null;
  } catch {
    return null;
  }
}

/** "Forget": the cookie's grant is deleted, so no copy of the cookie shows the order again. */
async function forgetTracking(
  db: Db,
  store: RetailStoreSlug,
  cookie: string | undefined,
): Promise<void> {
  const grant = cookie ? await grantOf(store, cookie) : null;
  if (grant) await db.delete(orderTrackingGrants).where(eq(orderTrackingGrants.id, grant));
}

/** Deletes grants past their end (the jobs timer); how many went. */
export async function purgeExpiredTrackingGrants(db: Db, now = new Date()): Promise<number> {
  const gone = await db
    .delete(orderTrackingGrants)
    .where(lte(orderTrackingGrants.expiresAt, now))
    .returning({ id: orderTrackingGrants.id });
  return gone.length;
}

/**
 * The sealed value goes in two cookies, each sent to one path only: the page's, which it reads,
 * and the form route's, so that "forget" (posted there) names the grant to end. One name on two
 * paths would do, but Next's ResponseCookies keeps one cookie per name.
 */
export const TRACK_FORM_COOKIE = "atelier_track_form";
/** Issue 38: the same grant, sent only to the tracked order's change and cancel operations. */
export const TRACK_API_COOKIE = "atelier_track_api";
export const TRACK_COOKIES = [
  { name: TRACK_COOKIE, path: "/orders/track" },
  { name: TRACK_FORM_COOKIE, path: "/api/orders/track" },
  { name: TRACK_API_COOKIE, path: "/api/external/tracked-order" },
] as const;

/** HttpOnly, on its one path, gone with the browser's session (and sealed for 30 minutes). */
export const trackCookieOptions = (secure: boolean, path: string) =>
  ({ httpOnly: true, sameSite: "lax", secure, path }) as const;

export type TrackedOrder = {
  number: string;
  placedAt: string | null;
  status: string;
  /** What was ordered, by name only: a tracking page shows no price and no address. */
  items: { label: string; quantity: number; madeToOrder: boolean }[];
  timeline: Timeline;
};

/**
 * The order a live tracking grant names in this store, or null: a forgotten or expired grant,
 * an unreadable cookie or another store's gives nothing (issue 38: the only way a guest acts on
 * an order).
 */
export async function trackedOrderRow(
  db: Db,
  store: RetailStoreSlug,
  cookie: string | undefined,
): Promise<OrderRow | null> {
  if (!cookie) return null;
  const grant = await grantOf(store, cookie);
  if (!grant) return null;
  const [found] = await db
    .select({ order: orders })
    .from(orderTrackingGrants)
    .innerJoin(orders, eq(orders.id, orderTrackingGrants.orderId))
    .where(and(eq(orderTrackingGrants.id, grant), gt(orderTrackingGrants.expiresAt, new Date())));
  return found?.order ?? null;
}

/**
 * The id of the order a guest's tracking cookie grants (issue 38: its returns are the guest's to
 * ask and print); null without a live grant of this store, which the callers answer with a 404.
 */
export async function trackedOrderId(
  db: Db,
  store: RetailStoreSlug,
  cookie: string | undefined,
): Promise<string | null> {
  return (await trackedOrderRow(db, store, cookie))?.id ?? null;
}

/** The order the browser's tracking cookie names in this store, or null. */
export async function trackedOrder(
  db: Db,
  store: RetailStoreSlug,
  cookie: string | undefined,
): Promise<TrackedOrder | null> {
  const order = await trackedOrderRow(db, store, cookie);
  if (!order?.number) return null;
  const cart = await loadCart(db, order);
  return {
    number: order.number,
    placedAt: order.placedAt?.toISOString() ?? null,
    status: order.status,
    items: cart.lines.map((line) => ({
      label: line.kind === "gift_code" ? "Gift card" : line.product.label,
      quantity: line.item.quantity,
      madeToOrder: line.kind === "configured_product",
    })),
    timeline: await timelineOf(db, order),
  };
}

type TrackFormError = "no-match" | "wait" | "invalid";

/** The message of the page's `?error=`; null for none or one it does not know. */
export function trackFormMessage(error: string | undefined): string | null {
  if (error === "no-match") return TRACK_MESSAGES.noMatch;
  if (error === "wait") return TRACK_MESSAGES.wait;
  if (error === "invalid") return TRACK_MESSAGES.invalid;
  return null;
}

/** What the form's POST answers: a 303 to the page, and what to do with the tracking cookie. */
export type TrackFormAnswer = { location: string; cookie: string | "clear" | null };

const PAGE = "/orders/track";

/** The page again with a message, and the number typed (never the e-mail) to correct it. */
const back = (error: TrackFormError, number?: string): TrackFormAnswer => {
  const query = new URLSearchParams({ error });
  if (number) query.set("number", number);
  return { location: `${PAGE}?${query}`, cookie: null };
};

/**
 * The form of /orders/track, posted without JavaScript. A wrong number and a wrong e-mail get
 * the very same answer (the same redirect, to the same message).
 */
export async function answerTrackForm(
  form: { intent?: string; number?: string; email?: string },
  client: { store: RetailStoreSlug; ip: string; cookie?: string },
  given?: Db,
): Promise<TrackFormAnswer> {
  const db = given ?? (await openDb());
  if (form.intent === "forget") {
    await forgetTracking(db, client.store, client.cookie);
    return { location: PAGE, cookie: "clear" };
  }
  const parsed = trackFormSchema.safeParse({ number: form.number ?? "", email: form.email ?? "" });
  if (!parsed.success) return back("invalid", orderNumberSchema.safeParse(form.number).data);
  const outcome = await trackOrder(db, { ...parsed.data, store: client.store, ip: client.ip });
  if (outcome.kind === "wait") return back("wait", parsed.data.number);
  if (outcome.kind === "no_match") return back("no-match", parsed.data.number);
  // The order tracked before in this browser is replaced: its grant ends with its cookie.
  await forgetTracking(db, client.store, client.cookie);
  return { location: PAGE, cookie: outcome.cookie };
}

/** A form posted from another site's page is refused (the browser says where it comes from). */
export function postedFromHere(headers: Headers): boolean {
  const site = headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return false;
  const origin = headers.get("origin");
  if (origin === null) return true;
  try {
    return new URL(origin).host === headers.get("host");
  } catch {
    return false;
  }
}

/** For the page, which never opens the database itself. */
export async function trackedOrderFor(store: RetailStoreSlug, cookie: string | undefined) {
  return cookie ? trackedOrder(await openDb(), store, cookie) : null;
}
