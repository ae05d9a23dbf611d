import "server-only";
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  RLWrapperTimeouts,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { redisAvailable, redisTimeout, sharedRedis } from "../shared-state/redis";

/**
 * Fixed-window counters per key, through rate-limiter-flexible: in Redis when REDIS_URL is set,
 * so every app server counts against the same limit, else in this process. Should Redis be
 * unreachable, slow or just found failing, the in-process counter stands in (the insurance
 * limiter) rather than letting everything through, refusing everything or waiting: the library's
 * RLWrapperTimeouts gives up on Redis after REDIS_TIMEOUT_MS, and a Redis the shared connection
 * knows to be down is not tried at all (lib/shared-state/redis.ts).
 */
const MINUTE_MS = 60_000;

export type RateResult = { allowed: boolean; retryAfterSeconds: number };

/** One limit's counters: shared through Redis (null without REDIS_URL), and this process's. */
type Limiter = { shared: RateLimiterAbstract | null; memory: RateLimiterAbstract };

const limiters = new Map<string, Limiter>();

function limiterOf(limit: number, windowMs: number): Limiter {
  const name = `${limit}/${windowMs}`;
  const known = limiters.get(name);
  if (known) return known;
  const duration = Math.max(1, Math.ceil(windowMs / 1000));
  const memory = new RateLimiterMemory({ points: limit, duration, keyPrefix: `rl:${name}` });
  const redis = sharedRedis();
  const shared = redis
    ? new RLWrapperTimeouts({
        limiter: new RateLimiterRedis({
          storeClient: redis,
          useRedisPackage: true,
          points: limit,
          duration,
          keyPrefix: `atelier:rl:${name}`,
          // Not connected: fail at once, and the wrapper's insurance counts (only there, so
          // that a request is never counted twice in memory).
          rejectIfRedisNotReady: true,
        }),
        timeoutMs: redisTimeout(),
        insuranceLimiter: memory,
      })
    : null;
  const made = { shared, memory };
  limiters.set(name, made);
  return made;
}

function limiter(limit: number, windowMs: number): RateLimiterAbstract {
  const { shared, memory } = limiterOf(limit, windowMs);
  return shared && redisAvailable() ? shared : memory;
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
