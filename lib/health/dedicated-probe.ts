/**
 * A readiness probe on a connection of its own (never the app's pool, so a busy pool does not
 * make every server report 503 at once): at most one check in flight (concurrent probes share
 * it, so the connection never queues), each bounded by `limitMs`. A check that fails or takes
 * too long drops the connection; the next check opens a fresh one, so a connection left hanging
 * by a failover or a lost network is never asked again.
 */
export type ProbeConnection = {
  /** Resolves when the dependency answers as a healthy one; rejects with why not. */
  check: () => Promise<void>;
  /** Drops the connection at once, pending work and all; never throws. */
  drop: () => void;
};

export class DedicatedProbe {
  #connection: ProbeConnection | null = null;
  #inFlight: Promise<void> | null = null;

  constructor(
    private readonly open: () => ProbeConnection,
    private readonly limitMs: number,
  ) {}

  check(): Promise<void> {
    this.#inFlight ??= this.#run().finally(() => {
      this.#inFlight = null;
    });
    return this.#inFlight;
  }

  async #run(): Promise<void> {
    const connection = (this.#connection ??= this.open());
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("no answer in time")), this.limitMs);
    });
    try {
      // A check that throws synchronously fails like one that rejects.
      await Promise.race([Promise.resolve().then(connection.check), late]);
    } catch (error) {
      if (this.#connection === connection) this.#connection = null;
      connection.drop();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }
}
