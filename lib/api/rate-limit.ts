/**
 * Fixed-window counters per key, in memory. Enough for one app server; behind a load balancer
 * the limit applies per server (recorded in docs/decisions.md).
 */
const windows = new Map<string, { start: number; count: number }>();
const WINDOW_MS = 60_000;

export type RateResult = { allowed: boolean; retryAfterSeconds: number };

export function hit(key: string, limitPerMinute: number, now = Date.now()): RateResult {
  const current = windows.get(key);
  if (!current || now - current.start >= WINDOW_MS) {
    windows.set(key, { start: now, count: 1 });
    if (windows.size > 50_000) sweep(now);
    return { allowed: true, retryAfterSeconds: 0 };
  }
  current.count += 1;
  const allowed = current.count <= limitPerMinute;
  return {
    allowed,
    retryAfterSeconds: allowed ? 0 : Math.ceil((current.start + WINDOW_MS - now) / 1000),
  };
}

function sweep(now: number): void {
  for (const [key, value] of windows) if (now - value.start >= WINDOW_MS) windows.delete(key);
}

export function resetRateLimits(): void {
  windows.clear();
}
