import type { RetailStoreSlug } from "./stores";

/** The site sections of spec section 6 that vary by retailer. */
export const SITE_SECTIONS = [
  "giftCertificates",
  "accountLink",
  "createYourBagLink",
  "assistance",
  "stylistInputs",
  "referrerInputs",
  "promoInputs",
  "customerDetails",
  "taxes",
  "billingAddress",
  "comments",
  "paymentDetails",
  "addAdjustment",
  "faqLink",
  "emailIcon",
  "sidebarLinks",
  "salesAssociateHeader",
] as const;

export type SiteSection = (typeof SITE_SECTIONS)[number];
export type SectionMatrix = Readonly<
  Record<RetailStoreSlug, Readonly<Record<SiteSection, boolean>>>
>;

/**
 * One row per store. The spec fixes the department-store partner (no payment, taxes or billing;
 * customer details, comments and adjustments shown) and the own store (assistance, FAQ, promo);
 * the rest is decided in docs/adr/0004.
 */
const departmentStore = {
  giftCertificates: false,
  accountLink: false,
  createYourBagLink: true,
  assistance: false,
  stylistInputs: false,
  referrerInputs: false,
  promoInputs: false,
  customerDetails: true,
  taxes: false,
  billingAddress: false,
  comments: true,
  paymentDetails: false,
  addAdjustment: true,
  faqLink: false,
  emailIcon: false,
  sidebarLinks: false,
  salesAssociateHeader: true,
} as const satisfies Record<SiteSection, boolean>;

/** The own store: the shopper on their own, with every self-service part. */
const ownStore = {
  giftCertificates: true,
  accountLink: true,
  createYourBagLink: true,
  assistance: true,
  stylistInputs: false,
  referrerInputs: true,
  promoInputs: true,
  customerDetails: false,
  taxes: true,
  billingAddress: true,
  comments: false,
  paymentDetails: true,
  addAdjustment: false,
  faqLink: true,
  emailIcon: true,
  sidebarLinks: true,
  salesAssociateHeader: false,
} as const satisfies Record<SiteSection, boolean>;

export const SECTION_MATRIX: SectionMatrix = {
  web: ownStore,
  "dept-westchester": departmentStore,
  "dept-manhattan": departmentStore,
  // The stylist channel: the own store for a stylist serving a client, who is named at
  // checkout, writes comments and sees no gift certificates, referrers or promo codes.
  "stylist-web": {
    ...ownStore,
    giftCertificates: false,
    stylistInputs: true,
    referrerInputs: false,
    promoInputs: false,
    customerDetails: true,
    comments: true,
  },

  // The charity partner: the own store without the sidebar links.
  "good-hearts-web": { ...ownStore, sidebarLinks: false },
};

export function sectionsFor(store: RetailStoreSlug): Readonly<Record<SiteSection, boolean>> {
  return SECTION_MATRIX[store];
}

export function showsSection(store: RetailStoreSlug, section: SiteSection): boolean {
  return SECTION_MATRIX[store][section];
}
