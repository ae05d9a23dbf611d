/** @jest-environment jsdom */
import { act } from "@testing-library/react";
import { createRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { HydrateWhenVisible } from "@/components/shell/hydrate-when-visible";
import { hydrateHtml, hydrationLog } from "./support/hydration-harness";

let server = false;
jest.mock("@/components/shell/on-server", () => ({ onServer: () => server }));

/**
 * Issue 36: the account's sections below the fold stay the server's HTML until they come near the
 * screen or are first used, then hydrate and work; drawn by the client (a navigation), they
 * render at once.
 */
describe("HydrateWhenVisible", () => {
  const { log, Section } = hydrationLog();
  let observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];

  class FakeObserver {
    targets: Element[] = [];
    constructor(callback: IntersectionObserverCallback) {
      observers.push({ callback, targets: this.targets });
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    disconnect() {
      this.targets.length = 0;
    }
  }

  function Page() {
    return (
      <main>
        <HydrateWhenVisible>
          <Section name="addresses" />
        </HydrateWhenVisible>
      </main>
    );
  }

  /** The page as the server renders it (jsdom always has a `window`). */
  function serverHtml() {
    server = true;
    try {
      return renderToString(<Page />);
    } finally {
      server = false;
    }
  }

  /** The server's HTML in a page, hydrated; the errors React recovered from. */
  async function hydrated() {
    const html = serverHtml();
    return { html, ...(await hydrateHtml(html, <Page />)) };
  }

  const comeIntoView = (visible: boolean) =>
    act(async () => {
      for (const { callback, targets } of observers) {
        const entries = targets.map(
          (target) => ({ target, isIntersecting: visible }) as IntersectionObserverEntry,
        );
        if (entries.length > 0) callback(entries, {} as IntersectionObserver);
      }
    });

  beforeEach(() => {
    log.length = 0;
    observers = [];
    Object.assign(window, { IntersectionObserver: FakeObserver });
  });
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("puts the part in the server's HTML, inside a wrapper that does not lay out", () => {
    const html = serverHtml();
    expect(html).toContain('style="display:contents"');
    expect(html).toContain("addresses<!-- --> <!-- -->0</button>");
  });

  it("keeps the server's HTML, unhydrated, until the part comes near the screen", async () => {
    const { container, html, errors } = await hydrated();
    expect(log).toEqual([]);
    expect(container.innerHTML).toBe(html);
    // The observer watches the part's own element (the wrapper has no box).
    expect(observers[0]?.targets.map((t) => t.tagName)).toEqual(["BUTTON"]);
    await comeIntoView(false);
    expect(log).toEqual([]);
    await comeIntoView(true);
    expect(log).toEqual(["addresses hydrated"]);
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(html);
    const button = container.querySelector("button");
    await act(async () => button?.click());
    expect(button?.textContent).toBe("addresses 1");
  });

  it("hydrates on a first press inside it, and the press is not lost", async () => {
    const { container, errors } = await hydrated();
    const button = container.querySelector("button");
    await act(async () => {
      button?.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    });
    expect(log).toEqual(["addresses hydrated"]);
    await act(async () => button?.click());
    expect(button?.textContent).toBe("addresses 1");
    expect(errors).toEqual([]);
  });

  it("renders at once when the client draws it (not a hydration)", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(<Page />);
    });
    expect(log).toEqual(["addresses hydrated"]);
    expect(container.querySelector("button")?.textContent).toBe("addresses 0");
  });
});
