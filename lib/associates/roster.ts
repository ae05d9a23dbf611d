import "server-only";
import { asc, eq } from "drizzle-orm";
import { hashPassword } from "../auth/password";
import { retailStores, salesAssociates } from "../db/schema";
import type { Db } from "../db/types";
import { liftAssociateLock } from "./pin-throttle";
import { CommandError } from "../deployment/command";
import { pinProblem } from "./roster-command";

/** The operator's side of the associates (scripts/associates.ts); the kiosk only reads them. */
export type RosterRow = {
  userName: string;
  displayName: string;
  store: string;
  active: boolean;
  hasPin: boolean;
};

async function storeId(db: Db, store: string): Promise<string> {
  const [row] = await db
    .select({ id: retailStores.id })
    .from(retailStores)
    .where(eq(retailStores.name, store))
    .limit(1);
  if (!row)
    throw new CommandError(`The store ${store} is not in the database: run npm run db:seed.`);
  return row.id;
}

async function associateId(db: Db, userName: string): Promise<string> {
  const [row] = await db
    .select({ id: salesAssociates.id })
    .from(salesAssociates)
    .where(eq(salesAssociates.userName, userName))
    .limit(1);
  if (!row) throw new CommandError(`There is no associate ${userName}.`);
  return row.id;
}

async function pinHash(pin: string): Promise<string> {
  const problem = pinProblem(pin);
  if (problem) throw new CommandError(problem);
  return hashPassword(pin);
}

export async function addAssociate(
  db: Db,
  input: { store: string; user: string; first: string; last: string; display?: string },
  pin: string,
): Promise<RosterRow> {
  const hash = await pinHash(pin);
  const retailStoreId = await storeId(db, input.store);
  const displayName = input.display ?? `${input.first} ${input.last.slice(0, 1)}.`;
  const [row] = await db
    .insert(salesAssociates)
    .values({
      userName: input.user,
      firstName: input.first,
      lastName: input.last,
      displayName,
      pinHash: hash,
      retailStoreId,
    })
    .onConflictDoNothing()
    .returning({ id: salesAssociates.id });
  if (!row) throw new CommandError(`An associate named ${input.user} already exists.`);
  return { userName: input.user, displayName, store: input.store, active: true, hasPin: true };
}

export async function listAssociates(db: Db, store?: string): Promise<RosterRow[]> {
  const rows = await db
    .select({
      userName: salesAssociates.userName,
      displayName: salesAssociates.displayName,
      store: retailStores.name,
      active: salesAssociates.active,
      pinHash: salesAssociates.pinHash,
    })
    .from(salesAssociates)
    .innerJoin(retailStores, eq(retailStores.id, salesAssociates.retailStoreId))
    .where(store ? eq(retailStores.name, store) : undefined)
    .orderBy(asc(retailStores.name), asc(salesAssociates.userName));
  return rows.map(({ pinHash: hash, ...row }) => ({ ...row, hasPin: hash !== null }));
}

/** A new PIN; a lock from someone else's guessing is lifted with it. */
export async function setAssociatePin(db: Db, userName: string, pin: string): Promise<void> {
  const hash = await pinHash(pin);
  const id = await associateId(db, userName);
  await db.update(salesAssociates).set({ pinHash: hash }).where(eq(salesAssociates.id, id));
  await liftAssociateLock(db, id);
}

export async function setAssociateActive(db: Db, userName: string, active: boolean): Promise<void> {
  const id = await associateId(db, userName);
  await db.update(salesAssociates).set({ active }).where(eq(salesAssociates.id, id));
}
