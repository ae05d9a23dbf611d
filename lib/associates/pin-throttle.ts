import "server-only";
import { asc, eq, gt, sql } from "drizzle-orm";
import { DomainError } from "../errors";
import {
  clearFailures,
  giveBackAttempt,
  takeAttempt,
  THROTTLE,
  type ThrottleKey,
} from "../customers/throttle";
import { authThrottles, retailStores, salesAssociates } from "../db/schema";
import type { Db } from "../db/types";
import { associateDisplayName } from "../cart/associate-display";
import { ASSOCIATE_MESSAGES } from "./messages";

/**
 * Wrong kiosk PINs (issues 23, 25) slow the guessing kiosk, not the associate. Only an enrolled
 * kiosk of the store reaches the PIN check at all (lib/kiosks), so the guesser is that device:
 * 5 wrong PINs in 15 minutes stop it. A stranger's browser never counts, so it cannot lock an
 * associate out; the associate's own limit (20, a lock staff see and lift) is reached only from
 * four or more enrolled kiosks. Windows and lock times are sign-in's (`THROTTLE`, 15 minutes).
 * No count per address: a store's kiosks share its address, and one must not lock the others.
 */
const PIN_LIMITS = {
  // A kiosk gets what one account's sign-in gets (5).
  device: THROTTLE.accountLimit,
  associate: 20,
} as const;

/** Who is guessing: the enrolled kiosk device's id. */
export type Guesser = { device: string };

const ASSOCIATE_PREFIX = "associate:";
const associateKey = (userName: string): ThrottleKey => ({
  key: `${ASSOCIATE_PREFIX}${userName}`,
  limit: PIN_LIMITS.associate,
});
const guesserKeys = (guesser: Guesser): ThrottleKey[] => [
  { key: `associate-kiosk:${guesser.device}`, limit: PIN_LIMITS.device },
];

/**
 * Counts one attempt before the PIN is checked. The kiosk's key comes first and a refusal there
 * stops before the associate's key is touched, so a locked-out kiosk hammering on does not push
 * the associate towards a lock.
 */
export async function countAssociateAttempt(db: Db, guesser: Guesser, userName: string) {
  const wait = await takeAttempt(db, guesserKeys(guesser));
  if (wait > 0) throw DomainError.rateLimited(ASSOCIATE_MESSAGES.throttled, wait);
  const locked = await takeAttempt(db, [associateKey(userName)]);
  if (locked > 0) throw DomainError.rateLimited(ASSOCIATE_MESSAGES.locked, locked);
}

/** A right PIN: the associate starts afresh; the kiosk gets this attempt back. */
export const giveBackAssociateAttempt = (db: Db, guesser: Guesser, userName: string) =>
  giveBackAttempt(db, [associateKey(userName), ...guesserKeys(guesser)]);

export type AssociateLock = {
  id: string;
  user_name: string;
  name: string;
  display_name: string;
  store: { name: string; label: string };
  locked_until: string;
};

/** For staff: the associates locked now by wrong PINs, soonest unlocked first. */
export async function lockedAssociates(db: Db, now = new Date()): Promise<AssociateLock[]> {
  const rows = await db
    .select({
      associate: salesAssociates,
      store: { name: retailStores.name, label: retailStores.label },
      lockedUntil: authThrottles.lockedUntil,
    })
    .from(authThrottles)
    .innerJoin(
      salesAssociates,
      eq(sql`${ASSOCIATE_PREFIX} || ${salesAssociates.userName}`, authThrottles.key),
    )
    .innerJoin(retailStores, eq(retailStores.id, salesAssociates.retailStoreId))
    .where(gt(authThrottles.lockedUntil, now))
    .orderBy(asc(authThrottles.lockedUntil));
  return rows.flatMap(({ associate, store, lockedUntil }) =>
    lockedUntil
      ? [
          {
            id: associate.id,
            user_name: associate.userName,
            name: `${associate.firstName} ${associate.lastName}`,
            display_name: associateDisplayName(associate),
            store,
            locked_until: lockedUntil.toISOString(),
          },
        ]
      : [],
  );
}

/** For staff: lifts an associate's lock and forgets their failures; 404 for an unknown id. */
export async function liftAssociateLock(db: Db, associateId: string): Promise<void> {
  const [associate] = await db
    .select({ userName: salesAssociates.userName })
    .from(salesAssociates)
    .where(eq(salesAssociates.id, associateId))
    .limit(1);
  if (!associate) throw DomainError.notFound("Associate");
  await clearFailures(db, associateKey(associate.userName).key);
}
