import Link from "next/link";

const LINKS: [href: string, label: string][] = [
  ["/bags/all-bags", "Design your bag"],
  ["/craft", "How we make it"],
  ["/materials", "Our materials"],
  ["/the-journey", "The journey"],
  ["/faq", "Questions and answers"],
  ["/appointments", "Book a design appointment"],
];

/** The sidebar links of spec section 6, beside content pages in the stores that show them. */
export function ContentSidebar({ current }: { current: string }) {
  return (
    <aside
      className="content-sidebar"
      aria-label="More from the atelier"
      data-testid="sidebar-links"
    >
      <h2>More from the atelier</h2>
      <ul>
        {LINKS.filter(([href]) => href !== `/${current}`).map(([href, label]) => (
          <li key={href}>
            <Link href={href}>{label}</Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
