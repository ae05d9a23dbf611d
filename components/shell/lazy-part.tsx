"use client";

import { type ComponentType, lazy, type ReactNode, Suspense, useSyncExternalStore } from "react";

const noSubscription = () => () => {};

type Options = {
  /** Shown while the code loads (and, with `clientOnly`, in the server's HTML). */
  loading?: () => ReactNode;
  /** Never rendered on the server: the placeholder is, and the part loads after hydration. */
  clientOnly?: boolean;
};

/**
 * A part of a page whose code loads only when it is rendered: React.lazy in a Suspense boundary,
 * and for `clientOnly` parts (live payment widgets, the wishlist heart) the placeholder until the
 * page is hydrated. What next/dynamic does for us, without its 1.5 kB of runtime in first loads.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { loading = () => null, clientOnly = false }: Options = {},
) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function LazyPart(props: Props) {
    const hydrated = useSyncExternalStore(
      noSubscription,
      () => true,
      () => false,
    );
    if (clientOnly && !hydrated) return loading();
    return (
      <Suspense fallback={loading()}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
