import type { Metadata } from "next";

/** The bag is private to each shopper: never in a search index. */
export const metadata: Metadata = {
  title: "Your bag",
  robots: { index: false, follow: false },
};
