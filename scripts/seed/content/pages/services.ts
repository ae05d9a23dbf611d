import type { SeedContentPage } from "../types";
import { LIVE, img, md } from "./page-kit";

/** Service pages: corporate gifting, weddings, stylists and appointments. */
export const servicePages: SeedContentPage[] = [
  {
    slug: "corporate",
    collection: "content",
    title: "Corporate Gifting",
    heroImage: img("corporate-hero.svg"),
    ...LIVE,
    metaTitle: "Corporate Gifting & Custom Orders | Atelier Ardent",
    metaDescription:
      "Made-to-order leather bags and accessories for teams, clients and events, embossed with your logo and made in New York's garment district.",
    metaKeywords:
      "corporate gifts, branded leather goods, custom logo embossing, client gifts, employee gifts, bulk order",
    body: md`
## Gifts worth keeping

Most corporate gifts end up in a drawer. Ours are carried every day for years, and every time they are, they say something about the company that gave them. We make bags, portfolios and small leather goods for teams, clients and events, each one made to order in our garment district studio.

![A studio stamp embossed into navy leather](${img("corporate-emboss.svg")})

## How it works

1. **Tell us about the occasion.** Write to [care@atelier-ardent.example](mailto:care@atelier-ardent.example) with the number of pieces, the date you need them and a budget per person.
2. **Choose and sample.** We propose two or three designs and send a physical sample, embossed with your logo, within ten business days.
3. **We make them.** Orders of up to 25 pieces are made and delivered in under 21 days from approval. Larger orders are scheduled with you, usually in batches of 50 a week.

## Personal or branded

Each piece can carry your logo, blind-debossed or in foil, and each recipient's initials. Send us a spreadsheet of names and we will personalize every piece individually at no extra cost for orders of 10 or more.

![Stacked gift boxes tied with ribbon, ready for delivery](${img("corporate-gift-boxes.svg")})

## Delivery and invoicing

We can ship to one address or to each recipient, include a printed card with your message, and invoice in USD with net-30 terms for approved businesses. For a smaller gift or a team with varied tastes, consider [gift cards](/gift-cards) in any amount.
`,
  },
  {
    slug: "wedding",
    collection: "content",
    title: "Weddings",
    heroImage: img("wedding-hero.svg"),
    ...LIVE,
    metaTitle: "Wedding Bags & Bridal Party Gifts | Atelier Ardent",
    metaDescription:
      "Bridal clutches, bridal party gifts and wedding-day monograms, made to order in New York and delivered in under 21 days.",
    metaKeywords:
      "bridal clutch, wedding bag, bridesmaid gifts, personalized wedding gift, monogram, made to order",
    body: md`
## For the day, and every day after

A wedding bag should hold a lipstick, a phone and a handkerchief, and then go on to a life of dinners and anniversaries. We make bridal clutches and crossbodies in ivory, blush and pale gold leathers, and we can line them in the colour of your wedding, so the bag remembers the day even when it is carried on an ordinary Tuesday.

![A bridal bouquet of tulips with a monogrammed tag](${img("wedding-bouquet.svg")})

## The bride's bag

Design a clutch in the [configurator](/customize) and add the couple's initials, or the wedding date, in gold foil on the inside flap. Many brides choose a strap that detaches, so the clutch becomes an evening crossbody after the honeymoon.

![A blush clutch with a gold monogram](${img("bridal-clutch.svg")})

## The wedding party

For bridesmaids, groomsmen and parents, we make matched sets: the same bag in a colour for each person, each with their own initials. Orders of six or more come in individual gift boxes with a handwritten card, and we can ship them to you or directly to each person.

## Timing

Every piece is made to order and delivered in under 21 days. For wedding parties we suggest ordering six weeks ahead, which leaves time to see samples at a [studio appointment](/appointments) and make changes.

![An envelope sealed with wax](${img("wedding-envelope.svg")})

Questions about colours or dates? Write to [care@atelier-ardent.example](mailto:care@atelier-ardent.example).
`,
  },
  {
    slug: "stylists",
    collection: "content",
    title: "For Stylists",
    heroImage: img("stylists-hero.svg"),
    ...LIVE,
    metaTitle: "The Stylist Programme | Atelier Ardent",
    metaDescription:
      "Personal stylists can design made-to-order bags with their clients through a dedicated stylist store, with trade pricing and studio support.",
    metaKeywords:
      "personal stylist, stylist programme, trade account, wardrobe stylist, custom handbags for clients, styling",
    body: md`
## Design with your clients

Stylists know their clients' wardrobes better than anyone. Our stylist programme gives you a store of your own, a direct line to the studio, and the freedom to design a bag around the person rather than choosing from what happens to be in stock.

![A studio salon with an armchair, an arched mirror and a bag on a side table](${img("stylists-salon.svg")})

## How the programme works

- **Your own store.** Members use a dedicated stylist web store. Your name and your client's details travel with every order, so we know who to call with questions.
- **Trade pricing.** Members receive trade pricing on every made-to-order bag and on the [ready-to-wear selection](/rtw-selection).
- **Samples and swatches.** We send a swatch book of every leather and lining, updated each season, and lend sample bags for fittings and shoots.
- **Studio time.** Bring clients to a private [appointment](/appointments) at the studio, where an artisan can talk through construction and personalization.

## Delivery you can plan around

Every bag is made to order and delivered in under 21 days, so you can design for a specific event and know it will arrive. Shoots and press loans can be arranged separately.

![Three photographs of bags in a lookbook](${img("stylist-lookbook.svg")})

## Apply

The programme is open to working stylists in the United States. Write to [care@atelier-ardent.example](mailto:care@atelier-ardent.example) with a link to your portfolio and a few words about your clients, and we will reply within three business days.
`,
  },
  {
    slug: "appointments",
    collection: "content",
    title: "Book an Appointment",
    heroImage: img("appointments-hero.svg"),
    ...LIVE,
    metaTitle: "Book a Studio Appointment | Atelier Ardent",
    metaDescription:
      "Visit our garment district studio or meet us at Bramwell's in Manhattan or Westchester. Touch every leather and design your bag with an artisan.",
    metaKeywords:
      "handbag appointment, studio visit, bramwell's, personal shopping, design consultation, new york",
    body: md`
## Design it in person

The configurator shows you every combination, but nothing replaces the feel of a hide in your hands. An appointment is an hour with one of our artisans: you can handle every leather and lining, try sample shapes on, and design your bag together. There is no charge and no obligation to buy.

![A calendar with an appointment day circled](${img("appointment-calendar.svg")})

## Where to meet us

- **The studio, West 38th Street.** Our workroom in New York's garment district, open for appointments Monday to Friday, 10 am to 6 pm, and on the first Saturday of each month. You will see bags being made at the benches around you.
- **Bramwell's Manhattan.** Our shop-in-shop on the second floor, with a Bramwell's associate trained on our configurator.
- **Bramwell's Westchester.** The same service, closer to home for Westchester and Connecticut.

At Bramwell's you design your bag with an associate and pay at the Bramwell's register; it is made in our studio and delivered in under 21 days, like every other.

## How to book

Request a time with the appointment form on this page, or write to [care@atelier-ardent.example](mailto:care@atelier-ardent.example). Tell us which location you prefer, a few times that suit you and what you have in mind, and we will confirm within one business day.

![The needle-and-button sculpture of the garment district](${img("garment-district-landmark.svg")})

## Before you come

It helps to have a look at the [materials](/materials) page and to save a design or two in the [configurator](/customize) — we can open them at the appointment and pick up where you left off.
`,
  },
];
