import "@/app/account.css";
import Link from "next/link";
import type { ReactNode } from "react";

export type AccountSection = "account" | "wishlist" | "orders";

const LINKS: { section: AccountSection; href: string; label: string }[] = [
  { section: "account", href: "/my-account", label: "Account" },
  { section: "wishlist", href: "/my-account/wishlist", label: "Wishlist" },
  { section: "orders", href: "/my-account/orders", label: "Orders" },
];

/** The account's sub-navigation; the page it is on is marked with aria-current. */
function AccountNav({ current }: { current: AccountSection }) {
  return (
    <nav className="account-nav" aria-label="Your account">
      <ul>
        {LINKS.map((link) => (
          <li key={link.section}>
            <Link
              href={link.href}
              aria-current={link.section === current ? "page" : undefined}
              data-testid={`account-nav-${link.section}`}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The frame of every /my-account page: one h1, the sub-navigation, then the page. */
export function AccountFrame({
  title,
  current,
  intro,
  children,
}: {
  title: string;
  current: AccountSection;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="section account" data-testid={`account-${current}`}>
      <header className="account__header">
        <h1>{title}</h1>
        {intro && <p className="account__intro">{intro}</p>}
      </header>
      <AccountNav current={current} />
      {children}
    </div>
  );
}
