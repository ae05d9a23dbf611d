import { monitorEventLoopDelay, type IntervalHistogram } from "node:perf_hooks";

/**
 * The event loop's longest delay in the recent window, from Node's own sampler
 * (perf_hooks.monitorEventLoopDelay, a libuv timer: no work on the loop per sample). The
 * histogram is read and reset every `windowMs`; the recent maximum is the larger of the last
 * whole window and the current one, so a block is seen for one to two windows after it ends
 * whoever asks, and however often.
 */
export class EventLoopWatch {
  #histogram: IntervalHistogram;
  #previousMaxNs = 0;
  #resolutionMs: number;

  constructor(windowMs: number, resolutionMs = 20) {
    this.#resolutionMs = resolutionMs;
    this.#histogram = monitorEventLoopDelay({ resolution: resolutionMs });
    this.#histogram.enable();
    setInterval(() => {
      this.#previousMaxNs = this.#histogram.max;
      this.#histogram.reset();
    }, windowMs).unref();
  }

  /** Milliseconds late, beyond the sampler's own interval (which the histogram counts in). */
  recentMaxDelayMs(): number {
    const maxMs = Math.max(this.#previousMaxNs, this.#histogram.max) / 1e6;
    return Math.max(0, maxMs - this.#resolutionMs);
  }
}
