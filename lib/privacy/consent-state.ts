/**
 * The shopper's consent as the browser knows it (issue 37): what the shell's integrations read
 * before they load anything. Until the consent manager has read the stored choice (or the
 * store's kiosk setting), nothing is granted, so nothing loads early. Kept apart from the consent
 * manager's UI, which is loaded later and only where a banner may be shown.
 */
import { type OptionalCategory } from "./consent-config";

export type ConsentSnapshot = {
  /**
   * The stored choice (or the region's default, or the kiosk's setting) has been read. Before
   * that the shell holds tracking events back instead of deciding on them.
   */
  settled: boolean;
  /** The optional categories granted now (necessary is always on). */
  granted: ReadonlySet<OptionalCategory>;
  /** A GPC signal (Sec-GPC seen by the proxy, or navigator.globalPrivacyControl) was honoured. */
  gpcHonored: boolean;
};

const NOTHING: ConsentSnapshot = { settled: false, granted: new Set(), gpcHonored: false };

let current: ConsentSnapshot = NOTHING;
const listeners = new Set<() => void>();

/** Publishes a decided consent (settled from then on). */
export function setConsent(decided: Omit<ConsentSnapshot, "settled">): void {
  const next: ConsentSnapshot = { ...decided, settled: true };
  const same =
    current.settled &&
    next.gpcHonored === current.gpcHonored &&
    next.granted.size === current.granted.size &&
    [...next.granted].every((category) => current.granted.has(category));
  if (same) return;
  current = next;
  for (const listener of listeners) listener();
}

export const consentSnapshot = (): ConsentSnapshot => current;
export const serverConsentSnapshot = (): ConsentSnapshot => NOTHING;

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** GPC turns marketing ("sale or sharing") off, whatever else was granted. */
export function withoutMarketingUnderGpc(
  granted: Iterable<OptionalCategory>,
  gpc: boolean,
): Set<OptionalCategory> {
  const result = new Set(granted);
  if (gpc) result.delete("marketing");
  return result;
}
