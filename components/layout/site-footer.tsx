import Link from "next/link";
import { brand } from "@/lib/brand";
import type { SiteSection } from "@/lib/retail/sections";

const FOOTER_LINKS = [
  ["/craft", "Craft"],
  ["/sustainability", "Sustainability"],
  ["/the-journey", "The journey"],
  ["/press", "Press"],
  ["/terms", "Terms"],
  ["/privacy", "Privacy"],
] as const;

export function SiteFooter({ sections }: { sections: Readonly<Record<SiteSection, boolean>> }) {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer">
        {FOOTER_LINKS.map(([href, label]) => (
          <Link key={href} href={href}>
            {label}
          </Link>
        ))}
        {sections.assistance && (
          <Link href="/appointments" data-testid="assistance-link">
            Book a design appointment
          </Link>
        )}
      </nav>
      <p>
        © {brand.name} · {brand.tagline}
      </p>
    </footer>
  );
}
