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
 * Wrong kiosk PINs (issue 23) slow the guesser, not the associate: the browser session that
 * guesses (5 in 15 minutes) and its client address (30) are stopped first, and only a guesser
 * who gets past both, from many sessions, runs into the associate's own limit (20), a lock that
 * staff see and lift. Windows and lock times are sign-in's (`THROTTLE`, 15 minutes).
 */
const PIN_LIMITS = {
  // A kiosk gets what one account's sign-in gets (5), an address what it gets at sign-in (30).
  device: THROTTLE.accountLimit,
  address: THROTTLE.ipLimit,
  associate: 20,
} as const;

/** Who is guessing: the browser session id (the kiosk) and the client address. */
export type Guesser = { device: string; address: string };

const ASSOCIATE_PREFIX = "associate:";
const associateKey = (userName: string): ThrottleKey => ({
  key: `${ASSOCIATE_PREFIX}${userName}`,
  limit: PIN_LIMITS.associate,
});
const guesserKeys = (guesser: Guesser): ThrottleKey[] => [
  { key: `associate-device:${guesser.device}`, limit: PIN_LIMITS.device },
  { key: `associate-ip:${guesser.address}`, limit: PIN_LIMITS.address },
];

/**
 * Counts one attempt before the PIN is checked. The guesser's keys come first and a refusal
 * there stops before the associate's key is touched, so a locked-out device hammering on does
 * not push the associate towards a lock.
 */
export async function countAssociateAttempt(db: Db, guesser: Guesser, userName: string) {
  const wait = await takeAttempt(db, guesserKeys(guesser));
  if (wait > 0) throw DomainError.rateLimited(ASSOCIATE_MESSAGES.throttled, wait);
  const locked = await takeAttempt(db, [associateKey(userName)]);
  if (locked > 0) throw DomainError.rateLimited(ASSOCIATE_MESSAGES.locked, locked);
}

/** A right PIN: the associate starts afresh; the session and address get this attempt back. */
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
