import type { SeedContentPage } from "../types";
import { LIVE, img, md } from "./page-kit";

/** Company pages: press, newsletter and the open role. */
export const companyPages: SeedContentPage[] = [
  {
    slug: "press",
    collection: "content",
    title: "Press",
    heroImage: img("press-hero.svg"),
    ...LIVE,
    metaTitle: "Press Room | Atelier Ardent",
    metaDescription:
      "Press information for Atelier Ardent: fact sheet, image requests, sample loans and contacts for our made-to-order New York handbag studio.",
    metaKeywords:
      "atelier ardent press, press kit, fact sheet, handbag brand new york, media contact, sample loans",
    body: md`
## About Atelier Ardent

Atelier Ardent makes luxury handbags to order in New York's garment district. Customers design their bags online in a live configurator — choosing leathers, linings, hardware and personalization — and each bag is cut, stitched and finished by hand in our studio on West 38th Street, then delivered in under 21 days.

![The Manhattan skyline by day](${img("press-skyline.svg")})

## Fact sheet

- **Studio:** HBSC NY, West 38th Street, New York's garment district
- **What we make:** made-to-order handbags, ready-to-wear pieces, limited editions and small leather goods
- **Lead time:** made to order and delivered in under 21 days
- **Artisans:** eleven, plus apprentices through our [Fashion Makes Change](/fashion-makes-change) programme
- **Where to buy:** our own store online, Bramwell's Manhattan and Bramwell's Westchester, our stylist programme and the Good Hearts charity store
- **Current collaboration:** [Atelier Ardent x Mara Lind](/ardent-x-mara-lind)

## Images and samples

High-resolution images of our bags, the studio and our artisans are available on request for editorial use. We lend samples for shoots in New York and ship them nationally with two weeks' notice. Credit images "Courtesy of Atelier Ardent".

## Contact

For interviews, studio visits, images and sample loans, write to [press@atelier-ardent.example](mailto:press@atelier-ardent.example). We answer within one business day. For customer questions, please use [care@atelier-ardent.example](mailto:care@atelier-ardent.example).

Background reading: [our craft](/craft), [the journey of a bag](/the-journey) and [sustainability](/sustainability).
`,
  },
  {
    slug: "newsletter",
    collection: "content",
    title: "The Newsletter",
    heroImage: img("newsletter-hero.svg"),
    ...LIVE,
    metaTitle: "Sign Up for Our Newsletter | Atelier Ardent",
    metaDescription:
      "Letters from the studio: new leathers, limited editions before they sell out, sample sale dates and stories from New York's garment district.",
    metaKeywords:
      "atelier ardent newsletter, email sign up, new collections, sample sale dates, studio news",
    body: md`
## Letters from the studio

About twice a month we write to our customers from the studio: what is on the cutting table, which leathers have just arrived, and what the artisans are working on. It is the first place we announce [limited editions](/limited-edition) and [sample sale](/sample-sale) dates, which tend to sell out within days.

![A mood board of swatches and photographs from the studio](${img("newsletter-moodboard.svg")})

## What you will receive

- Early access to limited editions and collaborations, a day before the store
- Sample sale dates, with first choice for subscribers
- New leathers, colours and linings as they arrive
- Stories from the studio and the garment district
- Order-by dates before Mother's Day and the holidays

## Sign up

Enter your email address in the form on this page. We send a confirmation message, and you can unsubscribe from any email with one click. We never sell or share your address; see our [privacy policy](/privacy) for the details.

![Spools of waxed thread on a studio shelf](${img("newsletter-thread.svg")})

Prefer to follow along without email? Read our [stories](/stories) and [inspiration](/inspiration) pages, which we update with every letter.
`,
  },
  {
    slug: "jobs/lead-developer",
    collection: "jobs",
    title: "Lead Developer",
    heroImage: img("lead-developer-hero.svg"),
    ...LIVE,
    metaTitle: "Job: Lead Developer (New York, Hybrid) | Atelier Ardent",
    metaDescription:
      "Lead the small team behind our storefront and live handbag configurator. TypeScript, Next.js and PostgreSQL. Hybrid in New York, $170,000-$200,000.",
    metaKeywords:
      "lead developer job, typescript, next.js, postgresql, e-commerce engineering, new york tech job",
    body: md`
## The role

We are looking for a lead developer to own the software that turns a customer's idea into a work ticket on our cutting table. You will lead a team of three engineers responsible for our storefront, the live [configurator](/customize), checkout, and the tools our artisans and retail partners use every day.

![The garment district skyline at dusk, seen from the studio](${img("lead-developer-skyline.svg")})

## What you will do

- Own the architecture of a Next.js and TypeScript storefront served to several retail variants: our own store, Bramwell's, a stylist channel and the Good Hearts charity store
- Keep the configurator fast and correct: thousands of material, colour and personalization combinations, each priced in integer cents
- Run a PostgreSQL-backed commerce API with payments through cards, PayPal, wallets and financing
- Make the studio's life easier: the path from checkout to a printed work ticket, and from the bench back to the customer's inbox
- Hire and mentor, review code, and keep the test suite honest

## What we are looking for

You have led a small team shipping a customer-facing web product, you write TypeScript you are happy for others to read, and you care about the details people touch. Experience with e-commerce, payments or product configurators is a plus; interest in how things are made is essential.

## Pay, benefits and location

The salary range is **$170,000 to $200,000** a year, plus equity. Benefits include health, dental and vision insurance, a 401(k) with a 4 percent match, twenty days of paid holiday and, after a year, a bag of your own design. The role is hybrid: three days a week at our studio on West 38th Street, where you will sit fifty feet from the people using your software.

![A fan of leather swatches representing configurator options](${img("configurator-swatches.svg")})

## How to apply

Send a CV and a few paragraphs about something you built that you are proud of to [jobs@atelier-ardent.example](mailto:jobs@atelier-ardent.example). We reply to every application within two weeks. Atelier Ardent is an equal opportunity employer.
`,
  },
];
