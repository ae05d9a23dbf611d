import type { Metadata } from "next";

/**
 * The 404's own title, on app/s/[store]/page-not-found (the HTML every 404 is answered with,
 * issue 26) and on the not-found file and pages that call notFound(), which the browser draws
 * when it navigates to them without a full load.
 */
export const notFoundMetadata: Metadata = { title: "Page not found" };
