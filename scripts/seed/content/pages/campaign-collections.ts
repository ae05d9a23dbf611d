import type { SeedContentPage } from "../types";
import { LIVE, img, md } from "./page-kit";

/** Collection campaigns: the garment district capsule, farm to arm, summer sleeves, Mara Lind. */
export const collectionCampaignPages: SeedContentPage[] = [
  {
    slug: "garment-district-capsule",
    collection: "campaign",
    title: "The Garment District Capsule",
    heroImage: img("garment-district-hero.svg"),
    ...LIVE,
    metaTitle: "The Garment District Capsule | Atelier Ardent",
    metaDescription:
      "A numbered capsule of three bags honouring the New York blocks where we cut, stitch and finish every piece. Made in the garment district.",
    metaKeywords:
      "garment district, made in new york, capsule collection, numbered edition, leather tote, nyc fashion",
    body: md`
## Thirty-five blocks, one century of craft

Between Fifth and Ninth Avenues, from 34th to 42nd Street, New York once made most of the clothes Americans wore. The cutting rooms, trimming shops and button wholesalers are fewer now, but they are still here, and so are we: four floors up on West 38th Street, where every Atelier Ardent bag is made to order.

The Garment District Capsule is our thank-you to the neighbourhood. Three shapes, each numbered inside, each built with hardware, thread and lining sourced within walking distance of the studio.

![Three structured totes in neutral leathers on a studio plinth](${img("capsule-totes.svg")})

## What makes the capsule different

- **Local trims.** Brass hardware from a family foundry supplier on West 37th Street; waxed linen thread from a wholesaler two doors down.
- **Numbered pieces.** Each bag carries an embossed number on its interior patch. The run is capped at 250 per shape.
- **Skyline lining.** A jacquard lining woven with a line drawing of the view from our cutting table.

## How to get one

Capsule bags are part of our [limited editions](/limited-edition) and ship within two business days while numbers last. Prefer your own colours? Any capsule shape can be configured in the [configurator](/customize) and made to order in under 21 days, without the number.

![The Manhattan skyline at dusk seen from the garment district](${img("skyline-dusk.svg")})

Read how a bag moves through the studio in [our journey](/the-journey), or visit us at [the handbag studio](/journey/hbscny).
`,
  },
  {
    slug: "farm-to-arm",
    collection: "campaign",
    title: "Farm to Arm",
    heroImage: img("farm-to-arm-hero.svg"),
    ...LIVE,
    metaTitle: "Farm to Arm: Traceable Leather | Atelier Ardent",
    metaDescription:
      "Follow our leather from family farms in Pennsylvania to a handbag on your arm. Traceable hides, a byproduct of food farming, tanned with care.",
    metaKeywords:
      "traceable leather, farm to arm, sustainable leather, american hides, responsible tannery, made to order",
    body: md`
## Every hide has an address

Farm to Arm is our traceable-leather line. Each bag is cut from hides we can follow back to a single cooperative of family farms in Lancaster County, Pennsylvania. The hides are a byproduct of farming for food; we use what would otherwise be thrown away, and we pay a premium so that the farmers, not only the middlemen, share in the value of what they raise.

![Sage pebbled leather joined by a stitched seam](${img("farm-to-arm-leather.svg")})

## From field to studio

The hides travel a little over two hundred miles: from the cooperative to a family-run tannery that tans without chromium and treats its water before release, and then to our studio in New York's garment district. Every batch carries a lot number, which we print inside your bag beside the stitcher's initials.

![A hide becoming pattern pieces and then a finished tote](${img("hide-to-bag.svg")})

## Why made to order matters

We cut only what has been ordered, so no hide is stretched into stock that never sells. Offcuts become card cases, key loops and the pull tabs on our zips. You can choose any Farm to Arm leather in the [configurator](/customize) and read more about our choices on the [sustainability](/sustainability) page.

Like all our bags, Farm to Arm pieces are delivered in under 21 days. See every leather side by side on the [materials](/materials) page.
`,
  },
  {
    slug: "laptop-sleeve",
    collection: "campaign",
    title: "Splash of Summer: The Laptop Sleeve",
    heroImage: img("splash-of-summer-hero.svg"),
    ...LIVE,
    metaTitle: "Splash of Summer Laptop Sleeves | Atelier Ardent",
    metaDescription:
      "Our leather laptop sleeve in six summer colours, made to order in New York for 13, 14 and 16 inch laptops. Personalize it with initials or an emoji.",
    metaKeywords:
      "leather laptop sleeve, summer colours, personalized laptop case, macbook sleeve, made to order, splash of summer",
    body: md`
## Summer, carried well

The laptop sleeve is our quietest bag: a slim envelope of smooth calf with a full-length zip and a suede lining that keeps screens free of scratches. For summer we have made it loud. Six new colours, from lagoon teal to apricot, join the year-round blacks and browns for the season.

![Leather swatches fanned out in teal, apricot and sun yellow](${img("summer-swatches.svg")})

## Made for your laptop

Sleeves are made to order in three sizes, for 13, 14 and 16 inch laptops, and delivered in under 21 days. Measure the laptop, not the screen: the sizing guide in the [configurator](/customize) lists the models each size fits, with a little room for a charger.

- Smooth calf outside, micro-suede inside
- A two-way metal zip with a leather pull cut from the same hide
- Initials, a short name or an emoji in foil, placed bottom right or centred

## Make it yours

Pair the sleeve with a matching tote, or mix colours: a teal sleeve inside a cognac tote is our studio's favourite. Start in the [configurator](/customize), see every colour on the [materials](/materials) page, or browse the rest of [our bags](/bags/all-bags).

Sending it as a graduation or new-job gift? Add a gift box from your cart and we will wrap it by hand.
`,
  },
  {
    slug: "ardent-x-mara-lind",
    collection: "campaign",
    title: "Atelier Ardent x Mara Lind",
    heroImage: img("mara-lind-hero.svg"),
    ...LIVE,
    metaTitle: "Atelier Ardent x Mara Lind | Fold Collection",
    metaDescription:
      "Brooklyn designer Mara Lind brings her architectural folds to three limited-edition bags, made by hand in our New York studio.",
    metaKeywords:
      "mara lind, designer collaboration, fold collection, limited edition handbag, architectural design, brooklyn designer",
    body: md`
## Meet Mara Lind

Mara Lind grew up in Gothenburg, trained as an architect in Copenhagen and has worked from a converted sail loft in Red Hook, Brooklyn, since 2016. Her clothing is known for a single idea pursued with great patience: a flat sheet, folded, can hold its own shape. She had never made a bag before we met at a trim supplier on West 38th Street, arguing amiably over the last roll of lilac grosgrain.

![Lilac and ink leather swatches for the Fold Collection](${img("mara-lind-swatches.svg")})

## The Fold Collection

Over eight months, Mara and our pattern cutters translated her paper models into leather. The result is three shapes — a clutch, a tote and a crossbody — each built from a single panel of calf that is scored, folded and stitched without an internal frame. The pleats hold because of how they are cut, not because of what is hidden inside them.

- **Fold Clutch** in lilac or ink, with a magnetic closure hidden in the pleat
- **Fold Tote** with a gusset that opens like a paper lantern
- **Fold Crossbody** with an adjustable strap and a single brass fastening

![A pleated clutch in lilac leather](${img("mara-lind-fold.svg")})

## Limited, and numbered

The Fold Collection is a [limited edition](/limited-edition) of 150 pieces per shape, each signed inside by Mara and numbered by the stitcher who made it. "I wanted the bag to look like it had been folded a moment ago," she says, "and to still look like that in ten years."

![A mood board of leather swatches and sketches](${img("mara-lind-moodboard.svg")})

Explore the rest of our [inspiration](/inspiration), or [book an appointment](/appointments) to see the collection at the studio.
`,
  },
];
