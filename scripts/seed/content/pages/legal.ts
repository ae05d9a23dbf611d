import type { SeedContentPage } from "../types";
import { LIVE_GLOBAL, img, md } from "./page-kit";

/**
 * Terms and privacy, written in plain language for a US store selling in USD. They describe what
 * the application actually does (cookies, tracking, payment providers); have counsel review them
 * before launch and whenever those behaviours change.
 */
export const legalPages: SeedContentPage[] = [
  {
    slug: "terms",
    collection: "legal",
    title: "Terms of Sale and Use",
    heroImage: img("terms-hero.svg"),
    ...LIVE_GLOBAL,
    metaTitle: "Terms of Sale and Use | Atelier Ardent",
    metaDescription:
      "The terms that apply when you use our website or buy from Atelier Ardent: orders, made-to-order products, prices in USD, delivery, returns and gift cards.",
    metaKeywords:
      "terms of sale, terms of use, made to order terms, returns policy, gift card terms, atelier ardent",
    body: md`
## About these terms

These terms apply when you use the Atelier Ardent website or buy from us, whether online, through a Bramwell's associate, through a stylist or through the Good Hearts store. "We" and "us" means Atelier Ardent, New York, NY. Please read them; by placing an order you agree to them. They do not affect rights you have under the law where you live.

*Last updated: March 1, 2026.*

## Orders and made-to-order products

Your order is an offer to buy. A contract is formed when we send an email confirming your order. We may decline an order, for example if a material is no longer available or a price was shown in error; if we do, we refund any payment in full.

Made-to-order bags are made to the configuration you approve at checkout. Images in the configurator are a close guide, but leather is a natural material and each hide varies slightly in grain and shade. You may change or cancel a made-to-order bag free of charge until its leather has been cut, usually within two business days of your order.

## Prices, taxes and payment

All prices are in US dollars. Sales tax is added at checkout where it applies; it is not charged on gift cards. Shipping within the United States is free. We accept major credit and debit cards, Apple Pay, PayPal and Amazon Pay, and monthly payments through Affirm, which are subject to Affirm's own terms and approval. Only one promo code can be used per order; promo codes have no cash value and cannot be applied to gift cards.

When you order through a Bramwell's associate, you pay Bramwell's at its register and Bramwell's own terms of payment apply.

## Delivery

We aim to deliver every made-to-order bag in under 21 days from your order, and we tell you promptly if a delay is likely. Ready-to-wear pieces usually ship within two business days. Ownership of, and responsibility for, your order passes to you when it is delivered.

![A parcel route from our studio to a customer's door](${img("parcel-route.svg")})

## Returns, repairs and our guarantee

Made-to-order bags are personal and cannot be returned for a change of mind. If a bag has a defect in materials or workmanship, or does not match the configuration you approved, tell us within 30 days of delivery and we will repair or remake it free of charge. Every made-to-order bag is guaranteed against defects in craftsmanship for one year. Unused ready-to-wear and limited-edition pieces may be returned within 30 days of delivery for a refund. Sample sale pieces are final sale. Details are in our [FAQ](/faq).

## Gift cards

Gift cards are issued in US dollars, never expire and carry no fees. They can be used for any purchase in the store but not to buy other gift cards, and cannot be exchanged for cash except where the law requires. A printed card mailed to an address costs $5.00. Treat a gift card like cash: we cannot replace one that is lost or used by someone else, unless the law requires us to.

## Personalization

You are responsible for the spelling and content of any personalization you choose, so please check it before you pay. We may decline personalization that is offensive, infringes someone else's rights or cannot be made to our standard, and we will contact you if we do.

## Accounts, content and designs

Keep your account details private; you are responsible for activity under your account. The text, images and software on this website belong to us or our licensors. Designs you create in the configurator are yours to keep and share; you allow us to store them and use them to make your order and, if you share a design, to show it to the people you share it with.

## Liability, law and changes

To the extent the law allows, our total liability for any order is limited to the amount you paid for it, and we are not liable for indirect or unforeseeable losses. These terms are governed by the laws of the State of New York. We may update these terms from time to time; the version on this page when you order is the one that applies to that order. Questions go to [care@atelier-ardent.example](mailto:care@atelier-ardent.example). See also our [privacy policy](/privacy).
`,
  },
  {
    slug: "privacy",
    collection: "legal",
    title: "Privacy Policy",
    heroImage: img("privacy-hero.svg"),
    ...LIVE_GLOBAL,
    metaTitle: "Privacy Policy | Atelier Ardent",
    metaDescription:
      "What personal information Atelier Ardent collects, why, who we share it with, how long we keep it and the choices you have. Written in plain language.",
    metaKeywords:
      "privacy policy, personal information, cookies, data protection, ccpa, atelier ardent",
    body: md`
## The short version

We collect what we need to make and deliver your bag, to look after you as a customer and, if you agree, to tell you about new things. We do not sell your personal information. You can ask us to show you, correct or delete what we hold at any time by writing to [privacy@atelier-ardent.example](mailto:privacy@atelier-ardent.example).

*Last updated: March 1, 2026.*

## What we collect

- **What you give us:** your name, email address, phone number, shipping and billing addresses, the designs you save, personalization text, appointment requests, messages to our care team and, if you create an account, a password (which we store only in hashed form).
- **What we collect when you shop:** your cart, your orders, gift cards and promo codes, and the retail store you are shopping with (our own store, Bramwell's, the stylist store or Good Hearts).
- **What we collect automatically:** pages you view, the device and browser you use, and information stored in cookies.
- **What partners tell us:** payment providers confirm whether a payment succeeded; a Bramwell's associate or your stylist may enter your details when they place an order with you.

We never see or store your full card number. Card, wallet and financing details go directly to the payment provider you choose.

## Cookies

Essential cookies keep your cart, your signed-in session and a security token that protects forms, and remember which retail store you are shopping with. Statistics (Google Analytics), marketing (our e-mail service) and live chat are your choice: "Privacy choices" at the foot of every page changes it at any time, and your browser's Global Privacy Control signal is honoured. Each category, what it stores and for how long is listed under "Cookies and your choices" at the end of this page.

![A sealed envelope with a wax monogram](${img("privacy-envelope.svg")})

## How we use your information

We use it to make, ship and support your order; to answer your questions and appointment requests; to send emails about your order; to send our newsletter if you have signed up (every email has an unsubscribe link); to prevent fraud and keep the store secure; and to understand how the store is used so we can improve it. On our live store we send a few shopping events — a product viewed, an item added to your cart or wishlist, a checkout started — to our email service provider, so that our emails are relevant to you.

## Who we share it with

We share information only with companies that help us run the store — payment providers, shipping carriers, our email service provider, analytics and live chat — and only what each needs to do its job. If you allow marketing, the shopping events sent to our email service provider count as "sharing" under California law; you can opt out on our [Do Not Sell or Share My Personal Information](/do-not-sell-or-share) page. If you order through Bramwell's, a stylist or Good Hearts, that partner sees the details of orders placed with them. We may disclose information if the law requires it or to protect our customers and our business. We do not sell your personal information.

## How long we keep it

We keep order records for seven years, because tax law requires it. Account information is kept until you close your account, newsletter subscriptions until you unsubscribe, and saved carts and designs of guests for twelve months.

## Your choices and rights

You can update your details in [your account](/my-account), unsubscribe from marketing at any time, and ask us for a copy of your information or for its correction or deletion. Depending on where you live — for example in California — you may have additional rights, and we will not treat you differently for using them. Our store is not directed to children under 13, and we do not knowingly collect their information.

## Contact

Write to [privacy@atelier-ardent.example](mailto:privacy@atelier-ardent.example) or to Atelier Ardent, West 38th Street, New York, NY 10018. If we change this policy in a meaningful way, we will say so on this page and, if you have an account, by email. See also our [terms](/terms).
`,
  },
];
