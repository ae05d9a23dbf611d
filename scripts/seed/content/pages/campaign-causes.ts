import type { SeedContentPage } from "../types";
import { LIVE, img, md } from "./page-kit";

/** Cause campaigns. Commitments stated here are business decisions: keep them current. */
export const causeCampaignPages: SeedContentPage[] = [
  {
    slug: "fashion-makes-change",
    collection: "campaign",
    title: "Fashion Makes Change",
    heroImage: img("fashion-makes-change-hero.svg"),
    ...LIVE,
    metaTitle: "Fashion Makes Change | Atelier Ardent x Good Hearts",
    metaDescription:
      "With our partner store Good Hearts, 20% of every purchase funds apprenticeships and fair-wage programs for New York garment workers.",
    metaKeywords:
      "fashion makes change, good hearts, charity shopping, garment workers, apprenticeships, giving back",
    body: md`
## Fashion that gives back

Fashion Makes Change is our partnership with Good Hearts, a charity store that sells our bags on behalf of the people who make clothes in New York. When you shop through the Good Hearts store, 20 percent of the purchase price goes to the Good Hearts Fund. Nothing changes about your bag: it is made to order in our studio and delivered in under 21 days, like every other.

![A gift box tied with ribbon and tagged for Good Hearts](${img("good-hearts-gift.svg")})

## Where the money goes

The Good Hearts Fund supports the garment district's next generation and the people who have kept it running:

- **Paid apprenticeships.** Twelve-month placements in cutting, stitching and finishing, in our studio and in neighbouring workrooms.
- **Fair-wage top-ups.** Grants that bring piece-rate workers up to a living wage during slow seasons.
- **Tools and training.** Industrial machines, safety training and English-language classes for new arrivals to the trade.

The Fund publishes what it raises and where it goes every year, and our own contributions are listed in its report.

## How to take part

Visit the Good Hearts store and design any bag in the [configurator](/customize), or choose from the [ready-to-wear selection](/rtw-selection). Our cotton [face masks](/masks), cut from the same linings we use inside our bags, are part of the programme too. If you would rather give directly, a [gift card](/gift-cards) bought through Good Hearts counts in full.

![Stitched leather panels in soft pinks and creams](${img("good-hearts-panels.svg")})

Questions about the partnership can go to [care@atelier-ardent.example](mailto:care@atelier-ardent.example).
`,
  },
  {
    slug: "black-lives-matter",
    collection: "campaign",
    title: "Black Lives Matter",
    heroImage: img("black-lives-matter-hero.svg"),
    ...LIVE,
    metaTitle: "Black Lives Matter | Atelier Ardent",
    metaDescription:
      "Black Lives Matter. Our commitments on hiring, suppliers, apprenticeships and giving, and how we report our progress every year.",
    metaKeywords:
      "black lives matter, racial equity, supplier diversity, apprenticeships, commitments, atelier ardent",
    body: md`
## Black lives matter

We say it plainly, and we want to be measured by what we do rather than by what we post. New York's garment trade was built by generations of Black workers whose names rarely appeared on a label. A studio that makes its living in that tradition has a responsibility to the people who are still too often left out of it.

![New York at night, its windows lit](${img("black-lives-matter-city.svg")})

## Our commitments

- **Apprenticeships.** At least half of the paid places in our apprenticeship programme are offered to Black candidates from New York City, with a guaranteed interview for a permanent role at the end.
- **Suppliers.** We are working to source at least 15 percent of our trims, packaging and services from Black-owned businesses, and we publish the share each year.
- **Hiring and pay.** Every role we advertise carries a salary range, and every hiring panel includes more than one perspective.
- **Giving.** One percent of our annual revenue goes to organisations led by and serving Black communities in the city.

## Holding ourselves to account

Commitments without reporting are only intentions. Every January we publish our numbers here: apprenticeship placements, supplier spend and donations, including the places where we fell short. If you run a Black-owned business that could supply a studio like ours, or you would like to apprentice with us, write to [care@atelier-ardent.example](mailto:care@atelier-ardent.example).

![A close view of woven black and gold leather strands](${img("woven-detail.svg")})

Read more about the people and places behind our bags in [our stories](/stories).
`,
  },
];
