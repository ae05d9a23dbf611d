// A bound on the renders that cannot be cached (issue 34): a design link seen for the first time
// (`/bags/{name}?d=…`, `?edit=…`) costs Next some 20 ms of CPU, and fifty of them in flight held
// the event loop so long that a cached home page fell from 429 to 8 answers a second. Only so
// many such renders are handed to Next at once; a few more wait their turn, each for a bounded
// time; past that, a 503 with Retry-After, so the rest of the server keeps serving shoppers.
// The per-client page budget (proxy.ts) still counts every design link that reaches Next.
//
// Hand-written rather than cockatiel's bulkhead: a queued call whose signal was aborted is
// rejected when it dequeues without the next one being dequeued (cockatiel 3.2.1,
// BulkheadPolicy.dequeue), so a timed-out waiter at the head would stall live ones behind it.

/** What a request asks for: a design named in the address, rendered per design. */
const DESIGN_LINK = /^\/bags\/(?!all-bags(?:[/?]|$))[^/?]+\/?\?(?:[^#]*&)?(?:d|edit)=/;

/**
 * Whether `url` is a design link (its first render cannot come from a cache).
 * @param {string} url
 * @returns {boolean}
 */
export const isDesignLink = (url) => DESIGN_LINK.test(url);

/**
 * @typedef {{
 *   renders: number,
 *   queue: number,
 *   waitMs: number,
 *   matches: (url: string) => boolean,
 *   busy: (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void,
 * }} GateOptions
 * `renders` at most in flight (0 turns the gate off), `queue` at most waiting, each for at most
 * `waitMs`; `busy` answers the ones turned away.
 */

/**
 * @param {GateOptions} options
 */
export function createRenderGate({ renders, queue, waitMs, matches, busy }) {
  let inFlight = 0;
  /** @type {(() => void)[]} */
  const waiting = [];

  function next() {
    while (inFlight < renders) {
      const start = waiting.shift();
      if (!start) return;
      start();
    }
  }

  return {
    /**
     * Runs `run` (hands the request to Next) now, later, or never (answered busy).
     * @param {import("node:http").IncomingMessage} req
     * @param {import("node:http").ServerResponse} res
     * @param {() => void} run
     */
    pass(req, res, run) {
      if (renders <= 0 || !matches(req.url ?? "/")) return run();
      /** @type {"waiting" | "running" | "done"} */
      let state = "waiting";
      /** @type {ReturnType<typeof setTimeout> | undefined} */
      let timer;
      const leaveQueue = () => {
        const at = waiting.indexOf(start);
        if (at >= 0) waiting.splice(at, 1);
        clearTimeout(timer);
      };
      function start() {
        if (state !== "waiting") return;
        clearTimeout(timer);
        state = "running";
        inFlight += 1;
        run();
      }
      // The answer sent, or the client gone: either way its place is free.
      res.once("close", () => {
        if (state === "running") {
          inFlight -= 1;
          state = "done";
          next();
        } else if (state === "waiting") {
          state = "done";
          leaveQueue();
        }
      });
      if (inFlight < renders) return start();
      if (waiting.length >= queue) {
        state = "done";
        return busy(req, res);
      }
      waiting.push(start);
      timer = setTimeout(() => {
        if (state !== "waiting") return;
        state = "done";
        leaveQueue();
        busy(req, res);
      }, waitMs);
    },

    /** Renders in flight and waiting (tests, the benches). */
    stats: () => ({ inFlight, waiting: waiting.length }),
  };
}
