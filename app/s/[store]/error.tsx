"use client";

import { ErrorScreen } from "@/components/shell/error-screen";

/** A failing page inside the store's header and footer (Next error boundary). */
export default function StoreError(props: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return <ErrorScreen {...props} />;
}
