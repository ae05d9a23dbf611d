"use client";

import Link from "next/link";
import { isChunkLoadError, NEW_VERSION_MESSAGE } from "@/lib/shell/chunk-load";

type Props = {
  error: Error & { digest?: string };
  /** Next's retry: renders the segment again. */
  reset: () => void;
};

/**
 * What a shopper sees when a page fails: what happened in plain words, a way to try again, and
 * a reference client care can find in the server log (Next's digest of the server error).
 */
export function ErrorScreen({ error, reset }: Props) {
  if (isChunkLoadError(error)) {
    return (
      <section className="not-found" role="alert" data-testid="new-version">
        <h1>{NEW_VERSION_MESSAGE}</h1>
        <p>Reload the page to continue with the latest version. Your bag is kept.</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload
        </button>
      </section>
    );
  }
  return (
    <section className="not-found" role="alert" data-testid="error-screen">
      <h1>Something went wrong on our side</h1>
      <p>
        We could not show this page just now. Your bag and your account are safe. Please try again
        in a moment.
      </p>
      <p>
        <button type="button" className="button" onClick={reset}>
          Try again
        </button>{" "}
        <Link href="/">Back to the shop</Link>
      </p>
      {error.digest && (
        <p className="account-muted" data-testid="error-reference">
          If it keeps happening, tell client care this reference: <code>{error.digest}</code>
        </p>
      )}
    </section>
  );
}
