import { monitorEventLoopDelay, type IntervalHistogram } from "node:perf_hooks";

/**
 * The event loop's delays, from Node's own sampler (perf_hooks.monitorEventLoopDelay, a libuv
 * timer: no work on the loop per sample), kept per window of `windowMs`: the histogram is read
 * and reset at the end of each. A loop blocked in each of the last two whole windows is blocked
 * again and again, which a restart may cure; one block (a cold start loading its modules and
 * opening the embedded database, one heavy request) is not, and would otherwise fail liveness
 * for a whole window on a server that serves.
 */
export class EventLoopWatch {
  #histogram: IntervalHistogram;
  /** The longest delay of the last two whole windows, newest first (ns). */
  #windows: [number, number] = [0, 0];
  #resolutionMs: number;

  constructor(windowMs: number, resolutionMs = 20) {
    this.#resolutionMs = resolutionMs;
    this.#histogram = monitorEventLoopDelay({ resolution: resolutionMs });
    this.#histogram.enable();
    setInterval(() => {
      this.#windows = [this.#histogram.max, this.#windows[0]];
      this.#histogram.reset();
    }, windowMs).unref();
  }

  /** Milliseconds late, beyond the sampler's own interval (which the histogram counts in). */
  #late(ns: number): number {
    return Math.max(0, ns / 1e6 - this.#resolutionMs);
  }

  /** The longest delay seen in the last two whole windows and the current one (ms). */
  recentMaxDelayMs(): number {
    return this.#late(Math.max(this.#histogram.max, ...this.#windows));
  }

  /** How long the loop was blocked in each of the last two whole windows, at least (ms). */
  sustainedDelayMs(): number {
    return this.#late(Math.min(...this.#windows));
  }
}
