import type { Metadata } from "next";
import { unlisted } from "@/lib/seo/unlisted";

/** The bag is private to each shopper: never in a search index. */
export const metadata: Metadata = unlisted("Your bag");
