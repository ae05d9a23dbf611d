import { notFound } from "next/navigation";
import { notFoundMetadata } from "@/lib/seo/not-found";

export const metadata = notFoundMetadata;

/**
 * Any path of two or more segments that no other route claims (`/a/b/c`, `/my-account/nope/x`):
 * the shelled 404 of ../not-found.tsx, with HTTP status 404. One segment is `[page]`'s business.
 */
export default function UnknownPath(): never {
  notFound();
}
