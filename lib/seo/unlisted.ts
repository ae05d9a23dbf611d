import type { Metadata } from "next";

/**
 * A page no search engine should list or follow (an account's, an order's, a mailed link's):
 * its own title, and `noindex, nofollow`.
 */
export const unlisted = (title: string): Metadata => ({
  title,
  robots: { index: false, follow: false },
});
