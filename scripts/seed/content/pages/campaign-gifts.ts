import type { SeedContentPage } from "../types";
import { LIVE, img, md } from "./page-kit";

/** Gift campaigns: Mother's Day, gifts for everyone, gift sets and the holiday guide. */
export const giftCampaignPages: SeedContentPage[] = [
  {
    slug: "mothers-day-monogramming",
    collection: "campaign",
    title: "Mother's Day Monogramming",
    heroImage: img("mothers-day-hero.svg"),
    ...LIVE,
    metaTitle: "Mother's Day Monogramming | Atelier Ardent",
    metaDescription:
      "Give her a handbag made to order in New York and finished with her initials in gold or silver foil. Complimentary monogramming through Mother's Day.",
    metaKeywords:
      "mother's day gift, monogrammed handbag, personalized bag, initials, made to order, new york",
    body: md`
## Her initials, pressed by hand

Some gifts are chosen; this one is made. Design a bag for the woman who taught you what good taste looks like, then let us finish it with her initials, a short name, or the emoji the family group chat knows her by. Every letter is heat-pressed by hand in our garment district studio, one character at a time, in gold foil, silver foil or a blind deboss that shows only in the light.

![A blush crossbody bag with gold initials](${img("mothers-day-monogram.svg")})

Monogramming is complimentary on every made-to-order bag through Mother's Day. Choose the placement in the personalization step of the [configurator](/customize): bottom right for a quiet signature, or centred for something she will notice across the room.

## Order in time

Each bag is cut and stitched to order and delivered in under 21 days, so we suggest ordering by mid-April for a bag in her hands on the day. If you are running late, a [gift card](/gift-cards) sent by email arrives in minutes and lets her design her own.

![A calendar marking a made-to-order delivery window of 21 days](${img("order-by-calendar.svg")})

- Complimentary foil or blind-deboss monogram on any made-to-order bag
- A gift box and a handwritten card, added from your cart
- Free insured shipping within the United States

## Not sure what she would choose?

Start with something she already carries. If she lives out of a tote, look at our structured shapes in [all bags](/bags/all-bags); if she prefers to keep her hands free, a crossbody in pebbled calf is the one she will reach for every day. Our care team answers questions at [care@atelier-ardent.example](mailto:care@atelier-ardent.example), and you can book a [studio appointment](/appointments) to see the leathers in person.
`,
  },
  {
    slug: "gifts-for-all",
    collection: "campaign",
    title: "Gifts for Everyone on Your List",
    heroImage: img("gifts-for-all-hero.svg"),
    ...LIVE,
    metaTitle: "Gifts for Everyone | Atelier Ardent",
    metaDescription:
      "Handbags made to order, ready-to-wear pieces, limited editions and gift cards: thoughtful gifts from our New York studio for every person and budget.",
    metaKeywords:
      "luxury gifts, handbag gift, gift card, leather gifts, limited edition, gift ideas",
    body: md`
## A gift for every kind of person

Good gifts say you were paying attention. Ours are made in New York's garment district by people who care about the same details you do, and they come in more forms than you might expect. Here is how we would shop for the people on your list.

## For the one who has everything

Give them something nobody else owns. A made-to-order bag, designed in the [configurator](/customize) with the leather, lining and hardware of your choosing, is cut and stitched for them alone and delivered in under 21 days. Add their initials in foil and it is unmistakably theirs.

## For the one who likes to choose

A [gift card](/gift-cards) is the most generous way to say "design it yourself". Send it by email within minutes, or have us post a printed card in a gift envelope for $5.00. Gift cards never expire and can be spent on anything in the store.

![An envelope closed with a wax seal, holding a gift card](${img("gift-card-envelope.svg")})

## For the one who wants it now

Our [ready-to-wear selection](/rtw-selection) ships within two business days, and the [limited editions](/limited-edition) are small runs that rarely come back once they are gone. For a thoughtful gift at a gentler price, look at the [sample sale](/sample-sale): one-of-a-kind prototypes and studio samples, each inspected and finished by hand.

Every order can be wrapped in our signature gift box — add it from your cart before checkout.
`,
  },
  {
    slug: "gift-sets",
    collection: "campaign",
    title: "Gift Sets",
    heroImage: img("gift-sets-hero.svg"),
    ...LIVE,
    metaTitle: "Leather Gift Sets | Atelier Ardent",
    metaDescription:
      "A made-to-order bag paired with a matching pouch or card case, boxed and ready to give. Crafted in New York and delivered in under 21 days.",
    metaKeywords:
      "gift set, leather gift set, matching card case, pouch, handbag gift box, made in new york",
    body: md`
## Made to match

A gift set pairs a made-to-order bag with a small piece cut from the same hide, so the grain, the colour and the edge paint match exactly. Because both pieces come off the same cutting table on the same day, the set is something no shop can assemble from stock.

![Two panels from the same hide joined by a stitched seam](${img("gift-sets-leather.svg")})

Design the bag in the [configurator](/customize) as you normally would. Then add a matching pouch or card case from your cart, and we will take the leather and lining from your configuration. Both pieces travel together in one of our gift boxes, wrapped in tissue and tied by hand.

## What goes into a set

- A made-to-order bag of your design
- A zip pouch or a four-slot card case in the same leather and lining
- Matching monograms, if you personalize the bag
- A signature gift box with a handwritten card

## Timing and delivery

Sets are made to order and delivered in under 21 days, with free insured shipping within the United States. If the set is a surprise, add a gift message at checkout and we will leave the price off the packing slip.

![Three clutches in coordinated leathers on a studio plinth](${img("gift-set-trio.svg")})

Looking for something smaller on its own? Browse the [ready-to-wear selection](/rtw-selection) or send a [gift card](/gift-cards).
`,
  },
  {
    slug: "holiday-gift-guide",
    collection: "campaign",
    title: "The Holiday Gift Guide",
    heroImage: img("holiday-hero.svg"),
    ...LIVE,
    metaTitle: "The Holiday Gift Guide | Atelier Ardent",
    metaDescription:
      "Our holiday picks, order-by dates and gift-wrapping notes. Order made-to-order bags by December 3 for delivery before December 24.",
    metaKeywords:
      "holiday gift guide, christmas handbag gift, hanukkah gift, luxury gifts, order by date, gift wrap",
    body: md`
## Made for the season

The studio is at its busiest in December, and its happiest. This guide gathers the pieces we would give ourselves, the dates to keep in mind, and a few notes on wrapping, so that your gift arrives on time and exactly as you imagined.

![Gift boxes in holiday colours tied with gold ribbon](${img("holiday-boxes.svg")})

## Our picks

- **The tote in oxblood pebbled calf.** Deep enough for a laptop, polished enough for dinner. Design yours in the [configurator](/customize).
- **A crossbody with a gold monogram.** The everyday bag that becomes a signature.
- **Something limited.** Our [limited editions](/limited-edition) are cut in small runs for the season and are not repeated.
- **A gift card.** Delivered by email in minutes, or as a printed card in a gift envelope. See [gift cards](/gift-cards).

## Order-by dates

Every made-to-order bag is delivered in under 21 days. For delivery before December 24, please order made-to-order pieces by December 3. Ready-to-wear pieces ship within two business days until December 18, and digital gift cards can be sent right up to the last minute.

![A calendar with a 21-day delivery window highlighted](${img("holiday-deadline.svg")})

## Wrapped by hand

Add our signature gift box from your cart and we will wrap the piece in tissue, tie it with ribbon and include a handwritten card with your message. Prices never appear on gift packing slips. Questions about a specific date? Write to [care@atelier-ardent.example](mailto:care@atelier-ardent.example) and a person in the studio will answer.
`,
  },
];
