import Link from "next/link";
import { BreadcrumbJsonLd } from "next-seo";
import { env } from "@/lib/env";

export type Crumb = { href: string; label: string };

/** Visible breadcrumbs plus the matching schema.org BreadcrumbList. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const site = env().SITE_URL;
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
