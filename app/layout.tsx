import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { brand } from "@/lib/brand";
import { env } from "@/lib/env";
import "./globals.css";
import "./catalogue.css";
import "./shell.css";
import "./content.css";
import "./account.css";
import "./returns.css";
import "./repairs.css";
import "./checkout.css";
import "./orders.css";

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
