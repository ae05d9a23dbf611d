import Link from "next/link";
import { notFoundMetadata } from "@/lib/seo/not-found";

// Next resolves the metadata of the nearest not-found file (the layout's template adds the brand).
export const metadata = notFoundMetadata;

/** The 404 inside the store's header and footer, with ways back into the shop. */
export default function StoreNotFound() {
  return (
    <section className="not-found" aria-labelledby="not-found-title" data-testid="not-found">
      <h1 id="not-found-title">Page not found</h1>
      <p>It may have moved, or it was never here. These will take you back to the shop:</p>
      <ul>
        <li>
          <Link href="/">Home</Link>
        </li>
        <li>
          <Link href="/bags/all-bags">Design your bag</Link>
        </li>
        <li>
          <Link href="/rtw-selection">Ready to wear</Link>
        </li>
      </ul>
    </section>
  );
}
