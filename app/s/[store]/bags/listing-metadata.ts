import type { Metadata } from "next";

/** `/bags` and `/bags/all-bags` are the same listing; search engines get the one address. */
export const metadata: Metadata = {
  title: "Made-to-order bags",
  alternates: { canonical: "/bags/all-bags" },
};
