import type { IsoDate } from "./days";

/**
 * The sentence every page and mail uses for a promised date: "Made for you and delivered by
 * Tue 15 Dec" when the atelier makes something in it, "Delivered by Tue 8 Dec" otherwise.
 */
export function deliveryPhrase(madeToOrder: boolean, label: string): string {
  return madeToOrder ? `Made for you and delivered by ${label}` : `Delivered by ${label}`;
}

/** The same sentence in two parts, so a page can keep the date itself on one line. */
export function deliveryPhraseParts(madeToOrder: boolean, label: string): [string, string] {
  return [madeToOrder ? "Made for you and delivered by " : "Delivered by ", label];
}

/** Where the expected date stands against the promise: a later one must be said plainly. */
export function againstPromise(promised: IsoDate, expected: IsoDate): "early" | "on_time" | "late" {
  if (expected > promised) return "late";
  return expected < promised ? "early" : "on_time";
}
