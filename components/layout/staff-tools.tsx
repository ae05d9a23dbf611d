"use client";

import { useCustomer } from "@/components/account/use-customer";
import { lazyPart } from "@/components/shell/lazy-part";
import { withChunkTimeout } from "@/lib/shell/chunk-load";

// The bar's code (its calls, the associates' locks, the kiosks) loads for staff only: every other
// visitor's first load is lighter by it (issue 27).
const StaffBar = lazyPart(() =>
  withChunkTimeout(() => import("./staff-bar")).then((m) => m.StaffBar),
);

/**
 * The marketing staff's strip above the header: preview of unpublished content on or off, and
 * which store's variant this browser sees. Shown only once the signed-in customer's role (from
 * the server) is staff; the server checks the role again on every call, so showing it grants
 * nothing.
 */
export function StaffTools({ reload = reloadPage }: { reload?: () => void }) {
  const { customer } = useCustomer();
  if (customer?.role !== "staff") return null;
  return <StaffBar reload={reload} />;
}

const reloadPage = () => window.location.reload();
