import type { Metadata } from "next";
import { WaysBack } from "@/components/shell/ways-back";
import { unlisted } from "@/lib/seo/unlisted";

export const metadata: Metadata = unlisted("Address not understood");

/**
 * Where the proxy sends a page address it cannot decode (a broken %-escape) or that holds
 * control characters, with the status 400: shown in the store's shell, with ways back.
 */
export default function BadRequestPage() {
  return (
    <section className="not-found" aria-labelledby="bad-request-title" data-testid="bad-request">
      <p className="not-found__code">Error 400</p>
      <h1 id="bad-request-title">We could not read that address</h1>
      <p>Part of the link is damaged, perhaps cut off when it was copied. These will help:</p>
      <WaysBack />
    </section>
  );
}
