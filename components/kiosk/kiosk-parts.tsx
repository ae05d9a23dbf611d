"use client";

import { type ComponentProps, lazy, Suspense } from "react";

/**
 * The kiosk parts of every page (the idle reset, the associate line), as they are rendered only
 * on the department-store kiosks. Lazy, so the other stores' pages do not carry their code in
 * the first load; on a kiosk the server still renders them and the page keeps that HTML while
 * their script arrives.
 */
const LazyIdleReset = lazy(() =>
  import("./kiosk-idle-reset").then((m) => ({ default: m.KioskIdleReset })),
);
const LazyAssociateNote = lazy(() =>
  import("./associate-note").then((m) => ({ default: m.AssociateNote })),
);

export function KioskIdleReset(props: ComponentProps<typeof LazyIdleReset>) {
  return (
    <Suspense fallback={null}>
      <LazyIdleReset {...props} />
    </Suspense>
  );
}

export function AssociateNote(props: ComponentProps<typeof LazyAssociateNote>) {
  return (
    <Suspense fallback={null}>
      <LazyAssociateNote {...props} />
    </Suspense>
  );
}
