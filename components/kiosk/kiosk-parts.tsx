"use client";

import { lazyPart } from "@/components/shell/lazy-part";
import { withChunkTimeout } from "@/lib/shell/chunk-load";

/**
 * The kiosk parts of every page (the idle reset, the associate line), as they are rendered only
 * on the department-store kiosks. Lazy, so the other stores' pages do not carry their code in
 * the first load; on a kiosk the server still renders them and the page keeps that HTML while
 * their script arrives.
 */
export const KioskIdleReset = lazyPart(() =>
  withChunkTimeout(() => import("./kiosk-idle-reset")).then((m) => m.KioskIdleReset),
);

export const AssociateNote = lazyPart(() =>
  withChunkTimeout(() => import("./associate-note")).then((m) => m.AssociateNote),
);
