import type { SiteSection } from "@/lib/retail/sections";

type MenuLink = { href: string; label: string };
export type MenuGroup = { id: string; label: string; links: MenuLink[] };

/** In stock now: listed under Shop and under Ready to wear. */
const STOCK_EDITS: readonly MenuLink[] = [
  { href: "/limited-edition", label: "Limited edition" },
  { href: "/sample-sale", label: "Sample sale" },
];

/** The top-bar menus of spec section 2 (shop, made-to-order, ready-to-wear, gift) for one store. */
export function buildMenus(
  bags: { name: string; label: string }[],
  sections: Readonly<Record<SiteSection, boolean>>,
): MenuGroup[] {
  const madeToOrder: MenuLink[] = bags.map((b) => ({ href: `/bags/${b.name}`, label: b.label }));
  if (sections.createYourBagLink)
    madeToOrder.push({ href: "/customize", label: "Create your bag" });
  const gift: MenuLink[] = [
    ...(sections.giftCertificates ? [{ href: "/gift-cards", label: "Gift cards" }] : []),
    { href: "/gift-sets", label: "Gift sets" },
    { href: "/gifts-for-all", label: "Gifts for all" },
    { href: "/holiday-gift-guide", label: "Holiday gift guide" },
    { href: "/mothers-day-monogramming", label: "Mother's Day monogramming" },
  ];
  return [
    {
      id: "shop",
      label: "Shop",
      links: [
        { href: "/bags/all-bags", label: "All bags" },
        ...STOCK_EDITS,
        { href: "/masks", label: "Masks" },
        { href: "/materials", label: "Materials" },
      ],
    },
    { id: "made-to-order", label: "Made to order", links: madeToOrder },
    {
      id: "ready-to-wear",
      label: "Ready to wear",
      links: [{ href: "/rtw-selection", label: "The collection" }, ...STOCK_EDITS],
    },
    { id: "gift", label: "Gift", links: gift },
  ];
}
