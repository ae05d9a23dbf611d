import type { SeedContentPage } from "../types";
import { img, md } from "./page-kit";

/**
 * Pages that exercise the content visibility rule (spec section 5). In production a page is shown
 * when it is published, not private, and production ready or global; outside production,
 * unpublished pages are shown too, but private pages never are.
 *
 * | slug                   | production | elsewhere |
 * |------------------------|------------|-----------|
 * | drafts/fall-lookbook   | hidden     | shown     |
 * | drafts/spring-preview  | hidden     | shown     |
 * | private/vip-trunk-show | hidden     | hidden    |
 * | staging/test-campaign  | hidden     | shown     |
 * | global/shipping-policy | shown      | shown     |
 */
export const visibilityPages: SeedContentPage[] = [
  {
    slug: "drafts/fall-lookbook",
    collection: "campaign",
    title: "Draft: The Fall Lookbook",
    heroImage: img("fall-lookbook-hero.svg"),
    productionReady: true,
    global: false,
    published: false,
    private: false,
    metaTitle: "The Fall Lookbook (Draft) | Atelier Ardent",
    metaDescription:
      "Draft of the fall lookbook: oxblood, cognac and ink leathers for the new season. Production ready but not yet published.",
    metaKeywords: "fall lookbook, autumn handbags, draft",
    body: md`
## Fall, in three leathers

This season's lookbook is built around three leathers that deepen as the days shorten: oxblood pebbled calf, cognac smooth calf and an ink suede that reads almost black in evening light. Each look pairs one made-to-order shape with a colour of lining chosen to surprise.

![Three crossbody bags in oxblood, cognac and ink](${img("fall-lookbook-bags.svg")})

## The looks

The crossbody in oxblood leads the story, worn over a camel coat. The tote in cognac follows, carried on the way to the studio. The clutch in ink closes the book at dinner. All three can be designed in the [configurator](/customize).

## Publishing notes

This draft is production ready but unpublished. It should be visible on staging and preview, and hidden in production until the launch date is confirmed.

![Swatch cards in autumn colours](${img("fall-swatches.svg")})
`,
  },
  {
    slug: "drafts/spring-preview",
    collection: "campaign",
    title: "Draft: Spring Preview",
    heroImage: img("spring-preview-hero.svg"),
    productionReady: false,
    global: false,
    published: false,
    private: false,
    metaTitle: "Spring Preview (Draft) | Atelier Ardent",
    metaDescription:
      "Early draft of the spring preview: sage, blush and raffia. Not published and not production ready.",
    metaKeywords: "spring preview, new season, draft",
    body: md`
## A first look at spring

Spring starts in the studio in November, when the first sample hides arrive. This early draft collects the ideas we are testing: sage pebbled calf, blush smooth leather, and a raffia panel for the tote that we are not yet sure will survive a New York summer.

![A sage tote from the spring samples](${img("spring-preview-tote.svg")})

## Still changing

Shapes, colours and names on this page will change. Nothing here can be ordered yet, and the copy has not been reviewed.

## Publishing notes

This page is neither published nor production ready. It should appear only outside production, for the design team to review.

![Stitched leather panels in spring colours](${img("spring-panels.svg")})
`,
  },
  {
    slug: "private/vip-trunk-show",
    collection: "content",
    title: "Private: VIP Trunk Show",
    heroImage: img("vip-trunk-show-hero.svg"),
    productionReady: true,
    global: false,
    published: true,
    private: true,
    metaTitle: "VIP Trunk Show (Private) | Atelier Ardent",
    metaDescription:
      "Private invitation page for the VIP trunk show at our garment district studio. Never listed publicly.",
    metaKeywords: "vip trunk show, private event, invitation",
    body: md`
## An evening at the studio

Our VIP trunk show is an invitation-only evening at the studio on West 38th Street. Guests see the next season's leathers before anyone else, design a bag with the artisan who will make it, and leave with a numbered piece reserved in their name.

![The city at night from the studio windows](${img("vip-trunk-show-skyline.svg")})

## For invited guests

The evening runs from six to nine. Drinks are served at the cutting tables, and each guest has a private half hour with an artisan.

## Publishing notes

This page is published and production ready but private, so it must never be listed or served by the public store, in any environment.

![An invitation envelope sealed with wax](${img("vip-invitation.svg")})
`,
  },
  {
    slug: "staging/test-campaign",
    collection: "campaign",
    title: "Staging: Test Campaign",
    heroImage: img("test-campaign-hero.svg"),
    productionReady: false,
    global: false,
    published: true,
    private: false,
    metaTitle: "Test Campaign (Staging) | Atelier Ardent",
    metaDescription:
      "A campaign page used to test layouts on staging. Published but not production ready, so it never appears in production.",
    metaKeywords: "test campaign, staging, layout test",
    body: md`
## Layout test

This campaign page exists to test the campaign layout on staging: a hero image, headings at two levels, paragraphs, a list, inline images and links to other routes such as [all bags](/bags/all-bags) and the [configurator](/customize).

![A colour test pattern marked staging](${img("test-campaign-pattern.svg")})

## What to check

- The hero image fills the width without distortion
- Inline images keep their 4:3 shape
- Links use the store's link style

Check the page on a phone as well as on a desktop, and in each retail store, before signing off a new campaign layout.

## Publishing notes

This page is published but not production ready and not global, so it is visible outside production only.
`,
  },
  {
    slug: "global/shipping-policy",
    collection: "legal",
    title: "Shipping Policy",
    heroImage: img("shipping-policy-hero.svg"),
    productionReady: false,
    global: true,
    published: true,
    private: false,
    metaTitle: "Shipping Policy | Atelier Ardent",
    metaDescription:
      "Free, insured and tracked shipping within the United States. Made-to-order bags are delivered in under 21 days.",
    metaKeywords: "shipping policy, free shipping, delivery time, insured shipping",
    body: md`
## Free shipping within the United States

Every order ships free of charge within the United States, insured and tracked, and signed for on delivery. You will receive a tracking link by email the day your order leaves the studio.

![A calendar with a 21-day delivery window highlighted](${img("delivery-calendar.svg")})

## When your order arrives

Made-to-order bags are delivered in under 21 days from your order. Ready-to-wear pieces usually ship within two business days. Digital gift cards are sent by email within minutes; printed gift cards are mailed for $5.00.

## Publishing notes

This page is global and published but not marked production ready: the global flag alone makes it visible in production, for every retail store. See the [FAQ](/faq) for more about delivery.
`,
  },
];
