/**
 * Whether the app's database pool still gives connections: a sentinel `select 1` through the
 * pool itself, at most one at a time and at most one per `intervalMs`, started by a health probe
 * and read by the next ones. A sentinel still waiting after the limit means no connection came
 * back to the pool for that long (every statement ends within the statement timeout, so a
 * healthy pool frees one sooner). One that fails fast (the database refused or is away) is not
 * stuck: it only says so in the figures.
 */
export type SentinelReading = { waitingMs: number; lastWaitMs: number | null; lastFailed: boolean };

export class PoolSentinel {
  #since: number | null = null;
  #lastStart = Number.NEGATIVE_INFINITY;
  #lastWaitMs: number | null = null;
  #lastFailed = false;

  constructor(
    private readonly query: () => Promise<unknown>,
    private readonly options: { intervalMs: number; now?: () => number },
  ) {}

  #now(): number {
    return (this.options.now ?? performance.now.bind(performance))();
  }

  /** The figures now, a new sentinel sent first when none is in flight and the last is old. */
  read(): SentinelReading {
    const now = this.#now();
    if (this.#since === null && now - this.#lastStart >= this.options.intervalMs) this.#send(now);
    return {
      waitingMs: this.#since === null ? 0 : now - this.#since,
      lastWaitMs: this.#lastWaitMs,
      lastFailed: this.#lastFailed,
    };
  }

  #send(now: number): void {
    this.#since = now;
    this.#lastStart = now;
    const settle = (failed: boolean) => {
      this.#lastWaitMs = this.#now() - now;
      this.#lastFailed = failed;
      this.#since = null;
    };
    // A query that throws synchronously fails like one that rejects.
    Promise.resolve()
      .then(this.query)
      .then(
        () => settle(false),
        () => settle(true),
      );
  }
}
