import Link from "next/link";
import { brand } from "@/lib/brand";
import { claimCopy } from "@/lib/delivery/claim-copy";
import type { SiteSection } from "@/lib/retail/sections";
import { PrivacyLinks } from "@/components/privacy/privacy-links";

const COLUMNS: { title: string; links: [string, string][] }[] = [
  {
    title: "The atelier",
    links: [
      ["/craft", "Craft"],
      ["/sustainability", "Sustainability"],
      ["/the-journey", "The journey"],
      ["/stories", "Stories"],
      ["/inspiration", "Inspiration"],
      ["/press", "Press"],
    ],
  },
  {
    title: "Services",
    links: [
      ["/corporate", "Corporate gifting"],
      ["/wedding", "Weddings"],
      ["/stylists", "For stylists"],
      ["/newsletter", "Newsletter"],
      ["/jobs/lead-developer", "Careers"],
    ],
  },
  {
    title: "Help",
    links: [
      ["/faq", "FAQ"],
      ["/terms", "Terms"],
      ["/privacy", "Privacy"],
    ],
  },
];

export async function SiteFooter({
  sections,
}: {
  sections: Readonly<Record<SiteSection, boolean>>;
}) {
  const claim = await claimCopy();
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="site-footer__title">{column.title}</h2>
            <ul>
              {column.links
                .filter(([href]) => href !== "/faq" || sections.faqLink)
                .map(([href, label]) => (
                  <li key={href}>
                    <Link href={href}>{label}</Link>
                  </li>
                ))}
              {column.title === "Help" && <PrivacyLinks />}
              {column.title === "Services" && sections.assistance && (
                <li>
                  <Link href="/appointments" prefetch={false} data-testid="assistance-link">
                    Book a design appointment
                  </Link>
                </li>
              )}
            </ul>
          </nav>
        ))}
      </div>
      <p>
        © {brand.name} · {brand.tagline} · {claim.line}
      </p>
    </footer>
  );
}
