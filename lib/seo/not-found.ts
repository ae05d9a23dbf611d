import type { Metadata } from "next";

/**
 * The 404's own title. app/s/[store]/not-found.tsx sets it for the HTML Next serves with a 404;
 * pages that call notFound() on purpose set it too, because the browser renders the page tree's
 * metadata once it hydrates (Next 16 serves a 404 as an error shell plus flight data).
 */
export const notFoundMetadata: Metadata = { title: "Page not found" };
