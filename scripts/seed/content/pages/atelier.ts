import type { SeedContentPage } from "../types";
import { LIVE, img, md } from "./page-kit";

/** Content pages about the studio, its craft and its ideas. */
export const atelierPages: SeedContentPage[] = [
  {
    slug: "craft",
    collection: "content",
    title: "Our Craft",
    heroImage: img("craft-hero.svg"),
    ...LIVE,
    metaTitle: "Our Craft: Handbags Made by Hand | Atelier Ardent",
    metaDescription:
      "Hand-cut leather, saddle stitching and painted edges: how our artisans in New York's garment district make every bag to order.",
    metaKeywords:
      "handbag craftsmanship, saddle stitch, edge painting, hand cut leather, made in new york, artisan",
    body: md`
## Made by hand, one bag at a time

Every Atelier Ardent bag begins as an order, not as stock. When you finish a design in the [configurator](/customize), it arrives as a work ticket in our garment district studio, where a team of eleven artisans cuts, stitches and finishes it by hand. One person follows your bag from the cutting table to the final inspection, and their initials go inside it.

![A leatherworker's bench with a cutting mat, ruler, awl, mallet and thread](${img("craft-workbench.svg")})

## Cutting

We cut each panel by hand with a round knife, reading the hide as we go. The strongest, most even leather from the back goes to the panels that carry weight; the softer flank becomes gussets and linings. Nothing is cut until it has been ordered.

## Stitching

Load-bearing seams are saddle stitched: two needles pass through every hole from opposite sides, so a broken stitch cannot unravel the seam. It is slower than machine lockstitch, and it is why a handle that has carried a laptop for ten years still holds.

![A needle and waxed thread completing a line of saddle stitches](${img("saddle-stitch.svg")})

## Finishing

Edges are bevelled, sanded and painted in as many as five thin coats, each one dried and polished before the next. Hardware is set by hand and checked under load. The final inspection takes twenty minutes, and a bag that fails it goes back to the bench.

![Leather panels with stitched and painted edges](${img("edge-paint-panels.svg")})

See every leather we work with on the [materials](/materials) page, or follow a single bag from hide to doorstep in [our journey](/the-journey).
`,
  },
  {
    slug: "sustainability",
    collection: "content",
    title: "Sustainability",
    heroImage: img("sustainability-hero.svg"),
    ...LIVE,
    metaTitle: "Sustainability at Atelier Ardent",
    metaDescription:
      "Made to order means no overstock. How we source traceable leather, use our offcuts, package with less and repair bags for years.",
    metaKeywords:
      "sustainable handbags, made to order, no overstock, traceable leather, repair, recycled packaging",
    body: md`
## The most sustainable bag is the one you keep

We think the honest way to talk about sustainability is to start with what we make and how long it lasts. A handbag that is made for you, repaired when it needs it and carried for fifteen years does less harm than three that are bought on impulse and forgotten. Everything else we do follows from that.

## Made to order, so nothing is wasted

We cut a bag only after it has been ordered. There is no warehouse of unsold stock, no end-of-season burning, and no discounting of bags that were made on a guess. Our small [sample sale](/sample-sale) exists for prototypes and studio samples, not overproduction.

![Offcut leather panels arranged and stitched together](${img("offcut-panels.svg")})

## Materials we can trace

Our [Farm to Arm](/farm-to-arm) leathers come from a single cooperative of family farms and are tanned without chromium. Every hide we buy is a byproduct of farming for food. Linings are cotton or recycled polyester, and our brass hardware is plated in New York.

## Less packaging, fewer miles

Bags ship in a recycled cotton dust bag and a recyclable paper box, with no plastic fill. Because we make in Manhattan and ship within the United States, most bags travel a few hundred miles, not across an ocean.

![A parcel route from our studio to a customer's door](${img("parcel-route.svg")})

## Care and repair

Every bag comes with a care card, and our studio repairs what we make: re-stitching, edge repainting, new hardware. Questions about care are answered in the [FAQ](/faq), and repairs start with an email to [care@atelier-ardent.example](mailto:care@atelier-ardent.example).
`,
  },
  {
    slug: "inspiration",
    collection: "content",
    title: "Inspiration",
    heroImage: img("inspiration-hero.svg"),
    ...LIVE,
    metaTitle: "Inspiration: Colours, Shapes and Ideas | Atelier Ardent",
    metaDescription:
      "What is pinned to the studio wall this season: colour stories, leather pairings and ideas to start your own made-to-order design.",
    metaKeywords:
      "handbag inspiration, colour combinations, leather pairing, design ideas, mood board, custom handbag",
    body: md`
## The studio wall

There is a long cork wall beside our cutting tables where everyone pins what catches their eye: a paint chip from a Chelsea gallery, a photograph of a cast-iron facade on Greene Street, a scrap of lining from a 1950s coat. Most of our colour stories start there. Here are a few from this season, to help you start your own.

![Stitched leather panels in cognac, cream, ink and brass](${img("inspiration-colours.svg")})

## Colour stories

- **Cognac and cream.** Warm, classic and forgiving of daily wear. Pair with gold hardware.
- **Ink and lilac.** A deep navy body with a lilac lining that shows only when the bag is open.
- **Oxblood on oxblood.** One colour throughout, from the body to the edge paint. Quietly dramatic.
- **Sage and brass.** Soft green pebbled calf with a brushed-brass clasp, for people who never wear black.

![A fan of leather swatch cards in a dozen colours](${img("swatch-fan.svg")})

## Start with one thing you love

If you are unsure where to begin, begin with a single material. Open the [materials](/materials) page, choose the leather you want to touch, and build from there in the [configurator](/customize). Every choice can be changed until the moment you check out.

## The city, always

Our best ideas still come from a walk around the block. The light on the water towers at six in the evening has given us more colours than any trend report.

![The New York skyline at dusk](${img("skyline-dusk.svg")})

For more, read our [stories](/stories) or see the [Mara Lind collaboration](/ardent-x-mara-lind).
`,
  },
  {
    slug: "stories",
    collection: "content",
    title: "Stories",
    heroImage: img("stories-hero.svg"),
    ...LIVE,
    metaTitle: "Stories from the Studio | Atelier Ardent",
    metaDescription:
      "Stories from our New York studio: the people who make our bags, the places we source from and the customers who carry them.",
    metaKeywords:
      "atelier stories, handbag studio, garment district stories, artisans, behind the scenes, new york",
    body: md`
## Stories from the studio

A made-to-order bag passes through many hands before it reaches yours. These are the stories of those hands, of the places our materials come from and of a few of the people who carry our bags. We add to them as the studio grows.

![Three photographs of handbags pinned side by side](${img("stories-lookbook.svg")})

## From the journey

- [Inside the handbag studio](/journey/hbscny): a morning at HBSC NY, our fourth-floor workroom on West 38th Street.
- [From hide to handle](/journey/from-hide-to-handle): how a single hide becomes the panels, gussets and handles of a tote.
- [The last stitch](/journey/the-last-stitch): finishing, inspection and the moment a bag leaves the studio.

## From the neighbourhood

The [Garment District Capsule](/garment-district-capsule) is built with trims from suppliers within walking distance of the studio, and our [Farm to Arm](/farm-to-arm) line follows leather from a Pennsylvania cooperative to your arm.

![A quiet studio salon with an armchair, a mirror and a bag on a side table](${img("studio-salon.svg")})

## Tell us yours

Some of our favourite stories come from customers: a tote that went to every chemotherapy appointment, a clutch carried at three family weddings. If your bag has a story, we would love to hear it at [care@atelier-ardent.example](mailto:care@atelier-ardent.example).
`,
  },
  {
    slug: "the-journey",
    collection: "content",
    title: "The Journey of a Bag",
    heroImage: img("the-journey-hero.svg"),
    ...LIVE,
    metaTitle: "The Journey: From Order to Door in 21 Days",
    metaDescription:
      "Follow a made-to-order handbag from your design to our New York cutting table, through stitching and finishing, to your door in under 21 days.",
    metaKeywords:
      "made to order process, handbag journey, delivery time, 21 days, handmade in new york, production",
    body: md`
## From your design to your door

Every bag we make follows the same path, and it is shorter than you might think: made to order and delivered in under 21 days. Here is what happens between the moment you check out and the moment you open the box.

![A needle completing a row of saddle stitches](${img("journey-stitching.svg")})

## Days 1 to 2: your ticket reaches the bench

Your configuration becomes a work ticket with a photograph of your design, your leather and lining codes and any personalization. A lead artisan reviews it, chooses the hide, and checks the grain and colour against your choices. If anything looks wrong, we call you before we cut.

## Days 3 to 14: cutting, stitching, finishing

Panels are cut by hand, skived thin at the folds and assembled. Load-bearing seams are saddle stitched. Edges are painted in several coats, hardware is set, and your monogram is pressed by hand. You can read the details in [our craft](/craft).

![A calendar with a 21-day made-to-order window highlighted](${img("delivery-calendar.svg")})

## Days 15 to 21: inspection and delivery

A second artisan inspects every seam and edge. The bag is wrapped in its dust bag, boxed, and shipped by insured, tracked courier at no charge within the United States. Most customers receive their bags in two to three weeks from ordering.

Read the longer stories of [the handbag studio](/journey/hbscny), [from hide to handle](/journey/from-hide-to-handle) and [the last stitch](/journey/the-last-stitch), or start your own design in the [configurator](/customize).
`,
  },
];
