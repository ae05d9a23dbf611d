/** Types of redis-guard.mjs (plain JavaScript, so that cache-handler.mjs can run it). */
import type { RedisClientOptions } from "redis";

/** What the guard needs of a client: whether it is connected and ready for commands. */
export type GuardedClient = { readonly isReady: boolean };

export type RedisGuard = {
  readonly timeoutMs: number;
  available(client: GuardedClient | null | undefined): boolean;
  run<C extends GuardedClient, T, F>(
    client: C | null | undefined,
    command: (client: C) => Promise<T>,
    fallback: () => F | Promise<F>,
  ): Promise<T | F>;
};

export declare function redisTimeoutMs(value?: string): number;

export declare function redisClientOptions(
  url: string,
  timeoutMs: number,
  options?: { subscriber?: boolean },
): RedisClientOptions;

export declare function createRedisGuard(options: {
  timeoutMs: number;
  coolOffMs?: number;
  failuresToBreak?: number;
  onStateChange?: (state: "broken" | "restored") => void;
}): RedisGuard;
