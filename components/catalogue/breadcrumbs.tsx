import Link from "next/link";
import { BreadcrumbJsonLd } from "next-seo";
import { env } from "@/lib/env";

export type Crumb = { href: string; label: string };

const HOME: Crumb = { href: "/", label: "Home" };

/**
 * Visible breadcrumbs plus the matching schema.org BreadcrumbList. Every trail starts at Home,
 * so pages name only the steps after it.
 */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const site = env().SITE_URL;
  const crumbs = [HOME, ...trail];
  const items = crumbs.map((crumb) => ({
    name: crumb.label,
    item: new URL(crumb.href, site).toString(),
  }));
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.href}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <Link href={crumb.href}>{crumb.label}</Link>
            )}
          </li>
        ))}
      </ol>
      <BreadcrumbJsonLd items={items} />
    </nav>
  );
}
