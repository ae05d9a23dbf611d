"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { Suspense, useEffect, useRef } from "react";
import {
  classifyNavigation,
  hideMadeToOrderMenu,
  resetPageMeta,
  scrollAfterNavigation,
  type Location,
} from "@/lib/shell/navigation";

/**
 * Router behaviour of spec 2. Renders nothing. The Suspense boundary is required because
 * `useSearchParams` would otherwise opt every prerendered store page out of static rendering.
 */
export function RouteEffects() {
  return (
    <Suspense fallback={null}>
      <RouteEffectsListener />
    </Suspense>
  );
}

function RouteEffectsListener() {
  const pathname = usePathname() ?? "";
  const search = useSearchParams()?.toString() ?? "";
  const last = useRef<Location | null>(null);

  useEffect(() => {
    const current = { pathname, search };
    const kind = classifyNavigation(last.current, current);
    last.current = current;
    if (kind === "first" || kind === "none") return;
    hideMadeToOrderMenu(window);
    if (kind === "query") return;
    resetPageMeta(document);
    scrollAfterNavigation(document, window, window.location.hash);
  }, [pathname, search]);

  return null;
}
