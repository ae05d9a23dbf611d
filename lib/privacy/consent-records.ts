import "server-only";
import { desc, eq, inArray } from "drizzle-orm";
import { consentEvents } from "../db/schema";
import type { Db, Tx } from "../db/types";
import {
  CONSENT_POLICY_VERSION,
  CONSENT_SOURCES,
  OPTIONAL_CATEGORIES,
  type OptionalCategory,
} from "./consent-config";

export type ConsentSource = (typeof CONSENT_SOURCES)[number];

export type ConsentEvent = {
  categories: OptionalCategory[];
  policy_version: number;
  source: ConsentSource;
  created_at: string;
};

function present(row: typeof consentEvents.$inferSelect): ConsentEvent {
  return {
    categories: row.categories.filter((c): c is OptionalCategory =>
      (OPTIONAL_CATEGORIES as readonly string[]).includes(c),
    ),
    policy_version: row.policyVersion,
    // Written only from consentSourceSchema's values; anything else reads as the banner.
    source: CONSENT_SOURCES.find((s) => s === row.source) ?? "banner",
    created_at: row.createdAt.toISOString(),
  };
}

/** One consent event; a guest's has no customer. */
export async function recordConsentEvent(
  db: Db,
  input: {
    customerId: string | null;
    categories: readonly OptionalCategory[];
    policyVersion: number;
    source: ConsentSource;
  },
): Promise<void> {
  await db.insert(consentEvents).values({
    customerId: input.customerId,
    categories: [...new Set(input.categories)].sort(),
    policyVersion: input.policyVersion,
    source: input.source,
  });
}

/**
 * A customer's consent history, oldest first: what the data download lists (issue 37) and the
 * proof of each consent.
 */
export async function consentHistory(
  db: Db | Tx,
  customerIds: readonly string[],
): Promise<ConsentEvent[]> {
  if (customerIds.length === 0) return [];
  const rows = await db
    .select()
    .from(consentEvents)
    .where(inArray(consentEvents.customerId, [...customerIds]))
    .orderBy(consentEvents.createdAt, consentEvents.id);
  return rows.map(present);
}

/** The customer's latest choice under the current policy version, or null. */
export async function latestConsentEvent(db: Db, customerId: string): Promise<ConsentEvent | null> {
  const [row] = await db
    .select()
    .from(consentEvents)
    .where(eq(consentEvents.customerId, customerId))
    .orderBy(desc(consentEvents.createdAt), desc(consentEvents.id))
    .limit(1);
  if (!row || row.policyVersion !== CONSENT_POLICY_VERSION) return null;
  return present(row);
}
