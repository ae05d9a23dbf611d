import "server-only";
import { LRUCache } from "lru-cache";
import type { Owner } from "../configured-products/repository";
import type { Db, Tx } from "../db/types";
import { freshnessOf } from "../db/freshness";
import { findCartFingerprint, publishedCatalogue, type CatalogueLookup } from "./load";
import type { LoadedCart } from "./loaded-cart";
import type { CartView } from "./present";
import { pricedUntil } from "./price";

/**
 * The shopper's priced cart, kept between reads (issue 27: the cart read at 1.5× the control's
 * dynamic page). Reading a cart is a large query, pricing and the view; most reads find the cart
 * as it was. A kept cart is served only while all of these still hold:
 * - the database holds the same cart: on the embedded database, no write at all since it was
 *   read (its count of writes, lib/db/freshness.ts); on PostgreSQL, which other servers and
 *   scripts write to, the same fingerprint of every row the cart is made of (one small query);
 * - the published catalogue gives the same products (the same parsed files);
 * - the clock has not crossed a start or end of its promo code's window.
 * It is kept per cart and owner (session, customer) and store, so it answers only whom the
 * database answered; another shopper's read is a miss, and the database's 404. Bounded: the
 * least recently read carts go first.
 */
export type CartReadKey = { cartId: string; owner: Owner; store: string };

type Source = { kind: "detail" | "record"; id: string; value: object | null };
type Kept = { version: string; sources: Source[]; until: number; view: CartView };

const MAX_CARTS = 5000;

// One cache per process, whichever bundle reads a cart (as lib/db/client.ts keeps the client).
const key = Symbol.for("atelier.cart.readCache");
type Holder = { [key]?: LRUCache<string, Kept> };
const kept = ((globalThis as Holder)[key] ??= new LRUCache<string, Kept>({ max: MAX_CARTS }));

const keyOf = ({ cartId, owner, store }: CartReadKey) =>
  [cartId, owner.sessionId, owner.customerId ?? "", store].join("\n");

/**
 * What the database's state of this cart is called now: the count of writes (embedded), the
 * cart's fingerprint (PostgreSQL; null when the cart is not this shopper's), or undefined when
 * the reader is a transaction, whose reads are not kept.
 */
async function versionOf(db: Db | Tx, read: CartReadKey): Promise<string | null | undefined> {
  const freshness = freshnessOf(db);
  if (freshness === null) return undefined;
  if (freshness !== "ask") return `writes:${freshness.writes}`;
  return findCartFingerprint(db, read.cartId, read.owner, read.store);
}

/** The published catalogue, noting each product it gave. */
function recordingCatalogue() {
  const sources: Source[] = [];
  const note = <T extends object>(kind: Source["kind"], id: string, value: T | null) => {
    sources.push({ kind, id, value });
    return value;
  };
  const lookup: CatalogueLookup = {
    detail: async (id) => note("detail", id, await publishedCatalogue.detail(id)),
    record: async (id) => note("record", id, await publishedCatalogue.record(id)),
  };
  return { lookup, sources };
}

async function sameCatalogue(sources: Source[]): Promise<boolean> {
  for (const { kind, id, value } of sources) {
    const now =
      kind === "detail" ? await publishedCatalogue.detail(id) : await publishedCatalogue.record(id);
    if (now !== value) return false;
  }
  return true;
}

/**
 * The shopper's cart view, from the cache when it still holds, else loaded (`load`, with the
 * catalogue it must read products from), priced and shown (`present`) and kept. Null when the
 * database has no such cart for this shopper.
 */
export async function readCartThroughCache(
  db: Db | Tx,
  read: CartReadKey,
  load: (catalogue: CatalogueLookup) => Promise<LoadedCart | null>,
  present: (cart: LoadedCart, now: Date) => CartView,
  now = new Date(),
): Promise<CartView | null> {
  const version = await versionOf(db, read);
  if (version === undefined || version === null) {
    const cart = await load(publishedCatalogue);
    return cart && present(cart, now);
  }
  const id = keyOf(read);
  const hit = kept.get(id);
  if (
    hit &&
    hit.version === version &&
    now.getTime() < hit.until &&
    (await sameCatalogue(hit.sources))
  ) {
    return hit.view;
  }
  const { lookup, sources } = recordingCatalogue();
  const cart = await load(lookup);
  if (!cart) {
    kept.delete(id);
    return null;
  }
  const view = present(cart, now);
  // Kept under the version taken before the read: a write while it ran has moved the version
  // since, so the entry is never served. Only products the catalogue gave are watched here (one
  // read from the database instead, newer than the catalogue's last build, is not kept).
  if (sources.every((source) => source.value !== null)) {
    kept.set(id, { version, sources, until: pricedUntil(cart, now), view });
  }
  return view;
}

/** Forgets every kept cart (tests). */
export function clearCartReadCache(): void {
  kept.clear();
}
