import Link from "next/link";
import { AssociateNote } from "@/components/kiosk/kiosk-parts";
import { brand } from "@/lib/brand";
import { HydrateApart } from "@/components/shell/hydrate-apart";
import type { SiteSection } from "@/lib/retail/sections";
import type { RetailStore } from "@/lib/retail/stores";
import { AccountMenu } from "./account-menu";
import { CartLink } from "./cart-link";
import { MainMenu } from "./main-menu";
import { StaffTools } from "./staff-tools";
import type { MenuGroup } from "./menu-data";

type Props = {
  store: RetailStore;
  sections: Readonly<Record<SiteSection, boolean>>;
  menus: MenuGroup[];
};

export function SiteHeader({ store, sections, menus }: Props) {
  const partner = store.name !== "web";
  // On phones these move into the menu drawer, so the header is one row: menu, name, bag.
  const utility = [
    ...(sections.faqLink ? [{ href: "/faq", label: "FAQ" }] : []),
    ...(sections.accountLink ? [{ href: "/my-account", label: "Your account" }] : []),
    ...(sections.emailIcon ? [{ href: `mailto:${brand.supportEmail}`, label: "E-mail us" }] : []),
  ];
  return (
    <header className="site-header" data-testid="site-header">
      <StaffTools />
      {sections.salesAssociateHeader && (
        <div className="associate-bar" data-testid="sales-associate-header">
          <AssociateNote storeLabel={store.label} />
        </div>
      )}
      <div className="site-header__inner">
        <Link href="/" className="wordmark" aria-label={`${brand.name} home`}>
          {brand.name}
          {partner && <span className="wordmark__partner">{store.label}</span>}
        </Link>
        {/* Hydrated in its own commit: on a phone it is a closed drawer of links (issue 36). */}
        <HydrateApart>
          <MainMenu groups={menus} utility={utility} />
        </HydrateApart>
        <div className="utility-nav">
          {sections.faqLink && (
            <Link href="/faq" data-testid="faq-link">
              FAQ
            </Link>
          )}
          {sections.accountLink && <AccountMenu />}
          {sections.emailIcon && (
            <a
              href={`mailto:${brand.supportEmail}`}
              aria-label="E-mail us"
              data-testid="email-icon"
            >
              <span aria-hidden="true">✉</span>
            </a>
          )}
          <CartLink />
        </div>
      </div>
    </header>
  );
}
