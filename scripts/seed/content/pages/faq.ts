import type { SeedContentPage } from "../types";
import { LIVE_GLOBAL, img, md } from "./page-kit";

/** The FAQ is linked from the footer of every retail store, so it is global. */
export const faqPages: SeedContentPage[] = [
  {
    slug: "faq",
    collection: "content",
    title: "Frequently Asked Questions",
    heroImage: img("faq-hero.svg"),
    ...LIVE_GLOBAL,
    metaTitle: "FAQ: Delivery, Returns, Care & Payment | Atelier Ardent",
    metaDescription:
      "Answers about made-to-order delivery in under 21 days, returns, personalization, leather care, gift cards and the ways you can pay.",
    metaKeywords:
      "faq, delivery time, returns made to order, leather care, personalization, gift cards, payment methods",
    body: md`
## Ordering and delivery

### How long does a made-to-order bag take?

Every made-to-order bag is cut, stitched and finished by hand in our New York studio and delivered in under 21 days from the day you order. You will receive an email when your bag is cut, another when it passes inspection, and a tracking number when it ships. Read more in [the journey of a bag](/the-journey).

![A calendar with a 21-day delivery window highlighted](${img("delivery-calendar.svg")})

### How much does shipping cost, and where do you ship?

Shipping is complimentary, insured and tracked for every order within the United States. For deliveries outside the United States, write to [care@atelier-ardent.example](mailto:care@atelier-ardent.example) before ordering and we will confirm what is possible.

### Can I change my design after I order?

Yes, as long as your leather has not been cut. We usually cut within two business days, so write to us as soon as possible with your order number and the change you would like.

### Do I need an account to order?

No. You can design, add to your cart and check out as a guest. An account lets you save designs to your [wishlist](/my-account/wishlist) and see your [orders](/my-account/orders) in one place; you can [create one](/signup) at any time.

## Returns and repairs

### Can I return a made-to-order bag?

Because each made-to-order bag is made for you alone, often with your initials, we cannot accept returns for a change of mind. If your bag arrives with a flaw in materials or workmanship, or is not made to the configuration you approved, tell us within 30 days and we will repair or remake it at no cost. Every made-to-order bag carries a one-year guarantee on its craftsmanship.

### What about ready-to-wear and limited-edition pieces?

Unused [ready-to-wear](/rtw-selection) and [limited-edition](/limited-edition) pieces can be returned within 30 days of delivery for a full refund to the original payment method. [Sample sale](/sample-sale) pieces are final sale. Start a return by emailing your order number to [care@atelier-ardent.example](mailto:care@atelier-ardent.example); return shipping within the United States is free.

### Do you repair bags?

Yes. We repair everything we make, for life: re-stitching, edge repainting, new hardware, new linings. Repairs covered by the guarantee are free; after that we quote before we start.

## Personalization

### What can I have personalized?

Most bags can carry initials, a short name or an emoji, pressed in gold foil, silver foil or a blind deboss. The [configurator](/customize) shows where each bag can be personalized — usually bottom right or centred — and how many characters fit. Some personalization on hardware requires a metal or foil finish to be selected first.

### Does personalization delay delivery?

No. Personalization is done by hand in the studio during finishing, and every bag is still delivered in under 21 days.

## Care

### How do I look after my bag?

Keep it in its dust bag away from direct sunlight when you are not carrying it, and stuff it lightly with tissue so it keeps its shape. Wipe smooth leathers with a soft, dry cloth and condition them two or three times a year with a neutral leather cream. If your bag gets wet, blot it and let it dry naturally, away from radiators. Suede and raffia should be brushed, never conditioned.

![Two leather panels joined with a stitched seam](${img("care-leather.svg")})

## Gift cards and payment

### How do gift cards work?

[Gift cards](/gift-cards) can be sent by email, usually within minutes, or posted as a printed card in a gift envelope for $5.00. They never expire and can be used for anything in the store, including made-to-order bags. Gift cards cannot be exchanged for cash except where the law requires it.

### Which payment methods do you accept?

We accept Visa, Mastercard, American Express and Discover, as well as Apple Pay, PayPal and Amazon Pay. You can also spread the cost over monthly payments with Affirm, subject to eligibility. All prices are in US dollars, and sales tax is added at checkout on everything except gift cards.

### Can I use a promo code?

Yes — enter it in your cart. One promo code can be used per order, and codes cannot be applied to gift cards.

Still have a question? Write to [care@atelier-ardent.example](mailto:care@atelier-ardent.example) or [book an appointment](/appointments) and talk to us in person.
`,
  },
];
