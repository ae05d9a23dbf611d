import { WaysBack } from "./ways-back";

/** The 404's content inside the store's header and footer, with ways back into the shop. */
export function NotFoundPanel() {
  return (
    <section className="not-found" aria-labelledby="not-found-title" data-testid="not-found">
      <p className="not-found__code">Error 404</p>
      <h1 id="not-found-title">Page not found</h1>
      <p>It may have moved, or it was never here. These will take you back to the shop:</p>
      <WaysBack />
    </section>
  );
}
