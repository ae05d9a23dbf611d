/** How long a gathering waits for more asks, and the longest it waits in all. */
export type GatherTiming = { quietMs: number; longestMs: number };

const DEFAULT_TIMING: GatherTiming = { quietMs: 250, longestMs: 2_000 };

type State<A> = {
  /** Asks gathered for the next round: it starts once none came for `quietMs`. */
  gathering: {
    done: Promise<void>;
    start: () => void;
    timer: NodeJS.Timeout;
    since: number;
  } | null;
  /** The round running now, and whether asks came meanwhile that want one more. */
  running: { done: Promise<void>; again: boolean } | null;
  arg: A | undefined;
};

/**
 * Work that many requests ask for at nearly the same time (send the mails queued, recheck a
 * claim), done once for all of them: asks are gathered until none came for `quietMs` (never
 * longer than `longestMs`), then one round runs; asks that come while it runs get one more round
 * after it, so every ask is served by a round that started after it. `work` answers true when
 * it should run again at once (it found a full batch). The promise an ask gets settles when its
 * round has run; a failing round is reported to `onError` and settles it too.
 *
 * The state lives on the process (`name`), because Next bundles each route with its own copy of
 * this module.
 */
export function gathered<A>(
  name: string,
  work: (arg: A) => Promise<boolean>,
  onError: (error: unknown) => void,
  timing: GatherTiming = DEFAULT_TIMING,
): (arg: A) => Promise<void> {
  const key = Symbol.for(`atelier.gathered.${name}`);
  const store = globalThis as { [key]?: State<A> };

  const runRounds = (state: State<A>): Promise<void> => {
    if (state.running) {
      state.running.again = true;
      return state.running.done;
    }
    const running = { done: Promise.resolve(), again: false };
    running.done = (async () => {
      try {
        let more = false;
        do {
          running.again = false;
          more = await work(state.arg as A);
        } while (running.again || more);
      } catch (error) {
        onError(error);
      } finally {
        state.running = null;
      }
    })();
    state.running = running;
    return running.done;
  };

  return (arg) => {
    const state = (store[key] ??= { gathering: null, running: null, arg: undefined });
    state.arg = arg;
    const now = Date.now();
    const gathering = state.gathering;
    if (gathering) {
      clearTimeout(gathering.timer);
      const wait = Math.min(timing.quietMs, gathering.since + timing.longestMs - now);
      gathering.timer = setTimeout(gathering.start, Math.max(0, wait));
      return gathering.done;
    }
    let start = () => {};
    const done = new Promise<void>((resolve) => {
      start = () => {
        state.gathering = null;
        resolve(runRounds(state));
      };
    });
    state.gathering = { done, start, timer: setTimeout(start, timing.quietMs), since: now };
    return done;
  };
}
