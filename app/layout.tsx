import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { brand } from "@/lib/brand";
import { env } from "@/lib/env";
import "./globals.css";
import "./catalogue.css";
import "./shell.css";
import "./content.css";
// Only the sheets every page uses: a route's own sheets (account, returns, repairs, checkout,
// orders, configurator) are imported by the components and pages that use them, so Next loads them
// on those routes only (issue 36: style and layout were most of the product page's extra time).

export const metadata: Metadata = {
  metadataBase: new URL(env().SITE_URL),
  title: { default: `${brand.name} · ${brand.tagline}`, template: `%s · ${brand.name}` },
  // No number of days here: the root's words are not revalidated with the queue (lib/delivery).
  description: `${brand.tagline}, each with its delivery date shown as you design.`,
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
