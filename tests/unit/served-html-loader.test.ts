import { runInNewContext } from "node:vm";
import { LOADER_PAINT_WAIT_MS, loaderFor } from "../../lib/security/served-html.mjs";

/**
 * The hashed loader of a prerendered page (served-html.mjs) run as a browser runs it, in a
 * context holding only what it touches: the document, Paint Timing's observer and a timer.
 */
type Entry = { name: string };
type Options = { visibility?: string; paintTiming?: "supported" | "no paint" | "none" };

function page({ visibility = "visible", paintTiming = "supported" }: Options = {}) {
  const added: Record<string, string>[] = [];
  const observers: {
    callback: (list: unknown, observer: unknown) => void;
    disconnected: boolean;
  }[] = [];
  const timers: { run: () => void; ms: number | undefined }[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming === "supported" ? ["paint", "mark"] : ["mark"];
    private readonly record: (typeof observers)[number];
    constructor(callback: (list: unknown, observer: unknown) => void) {
      this.record = { callback, disconnected: false };
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: "paint", buffered: true });
      observers.push(this.record);
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const document = {
    visibilityState: visibility,
    currentScript: {
      before: (element: { attributes: Record<string, string> }) => added.push(element.attributes),
    },
    createElement: (tag: string) => {
      expect(tag).toBe("script");
      const attributes: Record<string, string> = {};
      return {
        attributes,
        setAttribute: (name: string, value: string) => (attributes[name] = value),
      };
    },
  };
  const context: Record<string, unknown> = {
    document,
    setTimeout: (run: () => void, ms?: number) => timers.push({ run, ms }),
  };
  if (paintTiming !== "none") context.PerformanceObserver = PerformanceObserver;
  const tags: [string, string][][] = [
    [
      ["src", "/_next/static/chunks/a.js"],
      ["async", ""],
    ],
    [["src", "/_next/static/chunks/b.js"]],
  ];
  runInNewContext(loaderFor(tags), context);
  /** The browser reports paint entries to every live observer. */
  const paint = (...names: string[]) => {
    const entries: Entry[] = names.map((name) => ({ name }));
    for (const observer of observers.filter((o) => !o.disconnected)) {
      observer.callback(
        { getEntriesByName: (name: string) => entries.filter((e) => e.name === name) },
        { disconnect: () => (observer.disconnected = true) },
      );
    }
  };
  /** The tasks queued for now (setTimeout without a delay), each run once, in order. */
  const now = () => {
    const queued = timers.filter((t) => t.ms === undefined);
    for (const task of queued) timers.splice(timers.indexOf(task), 1);
    for (const task of queued) task.run();
    return queued.length;
  };
  return { added, observers, timers, paint, now };
}

const BOTH = [
  { src: "/_next/static/chunks/a.js", async: "" },
  { src: "/_next/static/chunks/b.js" },
];

describe("a prerendered page's scripts come after its first contentful paint (ADR 0422)", () => {
  it("adds nothing before the first contentful paint, then every script once", () => {
    const { added, observers, timers, paint, now } = page();
    paint("first-paint");
    expect(now()).toBe(0);
    expect(added).toEqual([]);
    paint("first-contentful-paint");
    expect(observers[0]?.disconnected).toBe(true);
    // One task per script, so no single task holds the main thread for all of them.
    expect(now()).toBe(2);
    expect(added).toEqual(BOTH);
    // The fallback timer finds the work done.
    expect(timers.map((t) => t.ms)).toEqual([LOADER_PAINT_WAIT_MS]);
    timers[0]?.run();
    expect(now()).toBe(0);
    expect(added).toEqual(BOTH);
  });

  it("adds them when the paint is late, and not again when it comes", () => {
    const { added, timers, paint, now } = page();
    timers[0]?.run();
    expect(now()).toBe(2);
    expect(added).toEqual(BOTH);
    paint("first-contentful-paint");
    expect(now()).toBe(0);
    expect(added).toEqual(BOTH);
  });

  it("adds them at once where no paint will be reported", () => {
    for (const options of [
      { visibility: "hidden" },
      { paintTiming: "no paint" },
      { paintTiming: "none" },
    ] as const) {
      const { added, observers, timers, now } = page(options);
      expect(now()).toBe(2);
      expect(added).toEqual(BOTH);
      expect(observers).toEqual([]);
      expect(timers).toEqual([]);
    }
  });
});
