import "server-only";
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { sharedRedis } from "../shared-state/redis";

/**
 * Fixed-window counters per key, through rate-limiter-flexible: in Redis when REDIS_URL is set,
 * so every app server counts against the same limit, else in this process. Should Redis be
 * unreachable, the in-process counter stands in (the insurance limiter) rather than letting
 * everything through or refusing everything.
 */
const MINUTE_MS = 60_000;

export type RateResult = { allowed: boolean; retryAfterSeconds: number };

const limiters = new Map<string, RateLimiterAbstract>();

function limiter(limit: number, windowMs: number): RateLimiterAbstract {
  const name = `${limit}/${windowMs}`;
  const known = limiters.get(name);
  if (known) return known;
  const duration = Math.max(1, Math.ceil(windowMs / 1000));
  const memory = new RateLimiterMemory({ points: limit, duration, keyPrefix: `rl:${name}` });
  const redis = sharedRedis();
  const made = redis
    ? new RateLimiterRedis({
        storeClient: redis,
        useRedisPackage: true,
        points: limit,
        duration,
        keyPrefix: `atelier:rl:${name}`,
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
      })
    : memory;
  limiters.set(name, made);
  return made;
}

const refused = (res: RateLimiterRes): RateResult => ({
  allowed: false,
  retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
});

/** Counts one request under `key`; `limit` per window of `windowMs` (a minute by default). */
export async function hit(key: string, limit: number, windowMs = MINUTE_MS): Promise<RateResult> {
  if (limit < 1) return { allowed: false, retryAfterSeconds: Math.ceil(windowMs / 1000) };
  try {
    await limiter(limit, windowMs).consume(key);
    return { allowed: true, retryAfterSeconds: 0 };
  } catch (error) {
    if (error instanceof RateLimiterRes) return refused(error);
    throw error;
  }
}

/**
 * Whether `key` has used up its `limit` in the current window, without counting a request: for
 * limits on failures only (a wrong secret counts, a right one does not).
 */
export async function exhausted(
  key: string,
  limit: number,
  windowMs = MINUTE_MS,
): Promise<RateResult> {
  const current = await limiter(limit, windowMs).get(key);
  if (!current || current.consumedPoints < limit) return { allowed: true, retryAfterSeconds: 0 };
  return refused(current);
}

/** Forgets every in-process counter (tests). */
export function resetRateLimits(): void {
  limiters.clear();
}
