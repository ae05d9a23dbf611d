/**
 * Fixed-window counters per key, in memory. Enough for one app server; behind a load balancer
 * the limit applies per server (recorded in docs/decisions.md).
 */
const windows = new Map<string, { start: number; count: number; length: number }>();
const MINUTE_MS = 60_000;

export type RateResult = { allowed: boolean; retryAfterSeconds: number };

/** Counts one request under `key`; `limit` per window of `windowMs` (a minute by default). */
export function hit(
  key: string,
  limit: number,
  now = Date.now(),
  windowMs = MINUTE_MS,
): RateResult {
  const current = windows.get(key);
  if (!current || now - current.start >= current.length) {
    windows.set(key, { start: now, count: 1, length: windowMs });
    if (windows.size > 50_000) sweep(now);
    return { allowed: limit >= 1, retryAfterSeconds: limit >= 1 ? 0 : Math.ceil(windowMs / 1000) };
  }
  current.count += 1;
  const allowed = current.count <= limit;
  return {
    allowed,
    retryAfterSeconds: allowed ? 0 : Math.ceil((current.start + current.length - now) / 1000),
  };
}

/**
 * Whether `key` has used up its `limit` in the current window, without counting a request: for
 * limits on failures only (a wrong secret counts, a right one does not).
 */
export function exhausted(key: string, limit: number, now = Date.now()): RateResult {
  const current = windows.get(key);
  if (!current || now - current.start >= current.length || current.count < limit) {
    return { allowed: true, retryAfterSeconds: 0 };
  }
  return {
    allowed: false,
    retryAfterSeconds: Math.ceil((current.start + current.length - now) / 1000),
  };
}

function sweep(now: number): void {
  for (const [key, value] of windows) if (now - value.start >= value.length) windows.delete(key);
}

export function resetRateLimits(): void {
  windows.clear();
}
