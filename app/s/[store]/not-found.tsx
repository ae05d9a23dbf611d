import { notFoundMetadata } from "@/lib/seo/not-found";
import { WaysBack } from "@/components/shell/ways-back";

// Next resolves the metadata of the nearest not-found file (the layout's template adds the brand).
export const metadata = notFoundMetadata;

/** The 404 inside the store's header and footer, with ways back into the shop. */
export default function StoreNotFound() {
  return (
    <section className="not-found" aria-labelledby="not-found-title" data-testid="not-found">
      <h1 id="not-found-title">Page not found</h1>
      <p>It may have moved, or it was never here. These will take you back to the shop:</p>
      <WaysBack />
    </section>
  );
}
