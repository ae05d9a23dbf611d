import { CLEAR_HISTORY_COOKIES } from "../shell/clear-history";
import { ASSOCIATE_COOKIE } from "../associates/cookie";
import { SIGNED_IN_COOKIE } from "../customers/cookies";
import { PROMO_COOKIE } from "../promo/remembered";

/** Seconds of the visible "Still here?" countdown before the kiosk starts over. */
export const KIOSK_COUNTDOWN_SECONDS = 30;
/** After an order is placed the next person is near: the thank-you and invoice pages wait less. */
const KIOSK_DONE_IDLE_SECONDS = 60;
const DONE_PATHS = ["/checkout/thank_you", "/checkout/invoice"];

export type IdlePhase =
  { kind: "active" } | { kind: "warning"; secondsLeft: number } | { kind: "reset" };

/** Where an idle kiosk stands after `idleMs` without input, for an idle limit in seconds. */
export function idlePhase(idleMs: number, idleSeconds: number): IdlePhase {
  const limitMs = idleSeconds * 1000;
  const warnFromMs = Math.max(0, limitMs - KIOSK_COUNTDOWN_SECONDS * 1000);
  if (idleMs >= limitMs) return { kind: "reset" };
  if (idleMs >= warnFromMs)
    return { kind: "warning", secondsLeft: Math.ceil((limitMs - idleMs) / 1000) };
  return { kind: "active" };
}

/** The idle limit on this page: the store's, or the shorter one once an order is placed. */
export const idleSecondsFor = (pathname: string, storeSeconds: number) =>
  DONE_PATHS.some((p) => pathname.startsWith(p))
    ? Math.min(storeSeconds, KIOSK_DONE_IDLE_SECONDS)
    : storeSeconds;

/**
 * What a kiosk forgets when it starts over (as clear history does, plus who was serving and who
 * was signed in): nothing of one shopper may be seen by the next.
 */
export const KIOSK_RESET_COOKIES: readonly string[] = [
  ...CLEAR_HISTORY_COOKIES,
  ASSOCIATE_COOKIE,
  SIGNED_IN_COOKIE,
  PROMO_COOKIE,
];
