import { notFound } from "next/navigation";
import { notFoundMetadata } from "@/lib/seo/not-found";

export const metadata = notFoundMetadata;

/**
 * Every path of two or more segments that no other route claims (`/a/b/c`, `/my-account/nope/x`).
 * The proxy answers those with ../page-not-found before they get here (lib/routing); this stays
 * as the backstop, a 404 all the same. One segment is `[page]`'s business.
 */
export default function UnknownPath(): never {
  notFound();
}
