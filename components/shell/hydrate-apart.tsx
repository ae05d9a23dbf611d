import { Suspense, type ReactNode } from "react";

/**
 * A part of a page that the browser hydrates in its own turn, after the page around it: React
 * hydrates a Suspense boundary the server finished at a low priority, in slices it can pause
 * between, so several forms on one page no longer make one long task at load (the account page's
 * Total Blocking Time, issue 27). The server's HTML is the same, with no fallback ever drawn;
 * a click or a key on a part not yet hydrated makes React hydrate that part first.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
