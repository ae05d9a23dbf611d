"use client";

import {
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { onServer } from "./on-server";

/** Opens once: the part may hydrate from then on. */
type Gate = {
  opened: boolean;
  promise: Promise<void>;
  open: () => void;
  /** Whether the part's first render was a hydration; kept for every render after it. */
  hydrating?: boolean;
};

function newGate(): Gate {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  const gate: Gate = {
    opened: false,
    promise,
    open: () => {
      gate.opened = true;
      resolve();
    },
  };
  return gate;
}

const noSubscription = () => () => {};
/** What counts as a first use of a part not yet hydrated. */
const FIRST_USE = ["pointerdown", "focusin", "keydown"] as const;

/**
 * Suspends while React hydrates the part and the gate is shut. Suspending while hydrating keeps
 * the server's HTML on screen and React retries once the promise settles (React's documented
 * Suspense behaviour), so nothing is drawn differently meanwhile. A render that is not a
 * hydration (the part first drawn by a client-side navigation) never waits: the hydrating flag
 * is useSyncExternalStore's server snapshot, which React reads only on the server and while
 * hydrating.
 */
function Wait({ gate, children }: { gate: Gate; children: ReactNode }) {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  // Decided by the first render and held: React's retry of a suspended render need not read the
  // server snapshot again, and use() must be called in the retry as in the render that suspended.
  gate.hydrating ??= hydrating && !onServer();
  if (gate.hydrating) use(gate.promise);
  return children;
}

/**
 * A part below the fold, or rarely used, that hydrates only when it comes near the screen or the
 * shopper first focuses or presses inside it (issue 36): until then it is the server's HTML, whole
 * and readable, and costs the page's load no main-thread time. Neither its props nor a context
 * above it may change before it is hydrated (give it what a server component rendered): React
 * answers an update that reaches a part it has not hydrated by hydrating it at once, and while the
 * part waits here, by dropping its server HTML and drawing it afresh when the gate opens.
 *
 * Meant for parts whose first use is a press (buttons, links): the gate opens on the press's
 * pointerdown or the focus before a key, and React hydrates the part before the click or the key
 * that acts. A field typed into in the same moment it is first focused could lose those first
 * characters to the hydration, so a part showing inputs in its server HTML belongs on screen
 * (HydrateApart), not here.
 *
 * The wrapper is a `display: contents` element, so the part lays out as if it were not there;
 * its children are what the IntersectionObserver watches.
 */
export function HydrateWhenVisible({
  children,
  margin = "200px",
}: {
  children: ReactNode;
  /** How near the screen (IntersectionObserver's rootMargin) the part hydrates. */
  margin?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [gate] = useState(newGate);
  useEffect(() => {
    const element = box.current;
    if (!element || gate.opened) return;
    if (typeof IntersectionObserver !== "function") {
      gate.open();
      return;
    }
    // On the window, in the capture phase: before React's own listener on the document, which
    // hydrates the part a press or a focus lands in at once, so the gate must be open by then.
    const inside = (event: Event) => event.target instanceof Node && element.contains(event.target);
    const onEvent = (event: Event) => {
      if (inside(event)) open();
    };
    const open = () => {
      gate.open();
      stop();
    };
    const watcher = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) open();
      },
      { rootMargin: margin },
    );
    const stop = () => {
      watcher.disconnect();
      for (const type of FIRST_USE) window.removeEventListener(type, onEvent, true);
    };
    for (const child of Array.from(element.children)) watcher.observe(child);
    for (const type of FIRST_USE) window.addEventListener(type, onEvent, true);
    return stop;
  }, [gate, margin]);
  return (
    <div ref={box} style={{ display: "contents" }} data-hydrate="visible">
      <Suspense>
        <Wait gate={gate}>{children}</Wait>
      </Suspense>
    </div>
  );
}
