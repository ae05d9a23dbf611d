import { act } from "@testing-library/react";
import { useLayoutEffect, useState, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";

/**
 * The harness of the hydration tests (hydrate-apart, hydrate-when-visible): a section that says
 * when it hydrated and counts its clicks, so a test can tell the server's HTML from a working
 * part, and the server's HTML hydrated in a page with the errors React recovered from.
 */
export function hydrationLog() {
  const log: string[] = [];
  function Section({ name }: { name: string }) {
    const [clicks, setClicks] = useState(0);
    useLayoutEffect(() => {
      log.push(`${name} hydrated`);
    }, [name]);
    return (
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        {name} {clicks}
      </button>
    );
  }
  return { log, Section };
}

/** The server's HTML in a container on the page, hydrated with `page`. */
export async function hydrateHtml(html: string, page: ReactNode) {
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, errors };
}
