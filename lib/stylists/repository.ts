import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { stylists } from "../db/schema";
import type { Db, Tx } from "../db/types";

export type StylistMatch = { id: string; code: string; name: string };

/** Collapses what a shopper may type around a name: case, repeated and outer spaces. */
export const normaliseStylistQuery = (query: string) =>
  query.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * The active stylist a client named at checkout, by code (`CLAURENT`) or full name
 * (`camille  laurent`); null when nobody matches, so the checkout can say so.
 */
export async function findStylist(db: Db | Tx, query: string): Promise<StylistMatch | null> {
  const wanted = normaliseStylistQuery(query);
  if (!wanted) return null;
  const [row] = await db
    .select({ id: stylists.id, code: stylists.code, name: stylists.name })
    .from(stylists)
    .where(
      and(
        eq(stylists.active, true),
        sql`(lower(${stylists.code}) = ${wanted} or lower(${stylists.name}) = ${wanted})`,
      ),
    )
    .limit(1);
  return row ?? null;
}
