"use client";

import { startTransition, useEffect, useState } from "react";
import type { ConfigurableWire } from "@/lib/configurator/wire";
import { withChunkTimeout } from "@/lib/shell/chunk-load";

type Interactive = typeof import("./interactive");

/** The whole product and the code that answers choices: the configurator once it is live. */
export type Live = { wire: ConfigurableWire; parts: Interactive };

const loaded = new Map<string, Live>();
const asked = new Map<string, Promise<Live>>();

async function fetchWire(source: string, productId: string): Promise<ConfigurableWire> {
  // Same URL and mode as the page's preload hint, so the browser hands over that answer.
  const answer = await fetch(source);
  if (!answer.ok) throw new Error(`The bag's choices could not be loaded (${answer.status}).`);
  const wire = (await answer.json()) as Partial<ConfigurableWire> | null;
  // Our own server's answer, checked by hand: zod stays out of the pages' first load (issue 14).
  if (
    wire?.product?.id !== productId ||
    !Array.isArray(wire.product.components) ||
    !Array.isArray(wire.colors) ||
    !Array.isArray(wire.materials)
  ) {
    throw new Error("The bag's choices could not be read.");
  }
  return wire as ConfigurableWire;
}

/** Fetches once per source; after a failure the next call tries again. */
export function loadLive(source: string, productId: string): Promise<Live> {
  let pending = asked.get(source);
  if (!pending) {
    pending = Promise.all([
      fetchWire(source, productId),
      withChunkTimeout(() => import("./interactive")),
    ]).then(([wire, parts]) => {
      const live = { wire, parts };
      loaded.set(source, live);
      return live;
    });
    pending.catch(() => asked.delete(source));
    asked.set(source, pending);
  }
  return pending;
}

/**
 * The live configurator for a page, or null until it has arrived. Null while hydrating too, so
 * the browser's first render is the server's, drawn from the cut-down product in the HTML (a
 * fresh page's map is empty until this hook's effect has asked; a later client-side visit to the
 * same bag has it at once).
 *
 * Its arrival is a transition (issue 36): the configurator's re-render with the whole product
 * (the view worked out again, the steps, the panels' code) is split into slices the browser can
 * run input between, instead of one long task; before, a store subscription rendered it in one
 * go, as React renders store updates synchronously. A press meanwhile is kept and done once it
 * has arrived (./configurator.tsx), as it was while the product was on its way.
 */
export function useLive(
  source: string,
  productId: string,
  onFailure: (error: unknown) => void,
): Live | null {
  // Keyed by source: a client-side move to another bag keeps this component but not its product.
  const [live, setLive] = useState<{ source: string; live: Live } | null>(() => {
    const ready = typeof window === "undefined" ? undefined : loaded.get(source);
    return ready ? { source, live: ready } : null;
  });
  useEffect(() => {
    let current = true;
    loadLive(source, productId).then(
      (arrived) => {
        if (current) startTransition(() => setLive({ source, live: arrived }));
      },
      (error: unknown) => {
        if (current) onFailure(error);
      },
    );
    return () => {
      current = false;
    };
    // onFailure is a notice, not an input: a new function must not fetch again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source, productId]);
  return live?.source === source ? live.live : null;
}
