import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { stylists } from "../db/schema";
import type { Db, Tx } from "../db/types";

type StylistMatch = { id: string; code: string; name: string };

/** Collapses what a shopper may type around a name: case, repeated and outer spaces. */
export const normaliseStylistQuery = (query: string) =>
  query.trim().replace(/\s+/g, " ").toLowerCase();

export type StylistLookup =
  { found: StylistMatch } | { found: null; reason: "unknown" | "ambiguous" };

/**
 * The active stylist a client named at checkout, by code (`CLAURENT`, unique in any case) or by
 * full name (`camille  laurent`). A code wins over a name; a name two active stylists share
 * names nobody, so the client is asked for the code rather than crediting the wrong stylist.
 */
export async function findStylist(db: Db | Tx, query: string): Promise<StylistLookup> {
  const wanted = normaliseStylistQuery(query);
  if (!wanted) return { found: null, reason: "unknown" };
  const rows = await db
    .select({ id: stylists.id, code: stylists.code, name: stylists.name })
    .from(stylists)
    .where(
      and(
        eq(stylists.active, true),
        sql`(lower(${stylists.code}) = ${wanted} or lower(${stylists.name}) = ${wanted})`,
      ),
    )
    .limit(3);
  const byCode = rows.find((r) => r.code.toLowerCase() === wanted);
  if (byCode) return { found: byCode };
  if (rows.length > 1) return { found: null, reason: "ambiguous" };
  return rows[0] ? { found: rows[0] } : { found: null, reason: "unknown" };
}

/** Whether the stylist credited on an order still works with the atelier. */
export async function isActiveStylist(db: Db | Tx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: stylists.id })
    .from(stylists)
    .where(and(eq(stylists.id, id), eq(stylists.active, true)))
    .limit(1);
  return Boolean(row);
}
