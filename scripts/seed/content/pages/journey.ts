import type { SeedContentPage } from "../types";
import { LIVE, img, md } from "./page-kit";

/** Long-form stories under /journey/{slug}. */
export const journeyPages: SeedContentPage[] = [
  {
    slug: "journey/hbscny",
    collection: "journey",
    title: "HBSC NY: Inside the Handbag Studio",
    heroImage: img("hbscny-hero.svg"),
    ...LIVE,
    metaTitle: "HBSC NY: Inside Our New York Handbag Studio",
    metaDescription:
      "A morning at HBSC NY, the fourth-floor handbag studio on West 38th Street where every Atelier Ardent bag is cut, stitched and finished.",
    metaKeywords:
      "handbag studio nyc, hbsc ny, garment district workshop, leather atelier, made in manhattan, artisans",
    body: md`
## Four floors above 38th Street

The freight elevator at our building still has a manual gate, and at seven thirty in the morning it is usually carrying rolls of lining, a rack of coats for the pattern room on the sixth floor, and one of our stitchers with a coffee. HBSC NY — the Handbag Studio, New York — takes up the whole of the fourth floor: one long room with north-facing windows, three cutting tables, eleven benches and a radio that nobody admits to controlling.

![The needle-and-button sculpture a block from the studio](${img("hbscny-landmark.svg")})

## How the room works

The studio is laid out in the order a bag is made. Hides arrive at the freight door and are inspected on a light table. The cutting tables sit beneath the brightest windows, because reading leather needs daylight. Stitching benches run along the middle of the room, and finishing — edge paint, hardware, monograms — happens at the far end, near the inspection desk and the shipping shelves.

![A workbench laid out with a cutting mat, leather panel, ruler and tools](${img("hbscny-workbench.svg")})

## The people

Our eleven artisans came to the trade in different ways. Some trained at European ateliers; two came through our apprenticeship programme; one spent twenty years making saddles in Kentucky before a move to Queens. Each bag is assigned to one lead artisan from cutting to inspection, and their initials are stamped inside next to yours.

## Thread, and a lot of it

We use waxed linen thread in fourteen colours, matched to every leather we offer. The spools live on a wall beside the stitching benches, which has become the most photographed corner of the studio.

![A shelf of thread spools in leather colours](${img("hbscny-thread-wall.svg")})

## Visit us

The studio is open for [appointments](/appointments) on weekdays and the first Saturday of each month. Come to see the leathers, talk through a design, or collect a bag in person. Or continue the journey with [from hide to handle](/journey/from-hide-to-handle).
`,
  },
  {
    slug: "journey/from-hide-to-handle",
    collection: "journey",
    title: "From Hide to Handle",
    heroImage: img("from-hide-to-handle-hero.svg"),
    ...LIVE,
    metaTitle: "From Hide to Handle: How a Tote Is Cut | Atelier Ardent",
    metaDescription:
      "How one hide becomes the panels, gussets and handles of a made-to-order tote: reading the leather, cutting by hand and wasting as little as possible.",
    metaKeywords:
      "leather cutting, hide to handbag, pattern cutting, round knife, leather grain, made to order tote",
    body: md`
## Reading the hide

A hide is not a sheet of material; it is a map of an animal's life. The leather along the spine is dense and even. The belly stretches. Scars, insect bites and growth marks show where the animal rubbed against a fence or grew through a winter. Before anything is cut, our cutters lay the hide on a light table and mark it in chalk: strong areas for handles and bases, supple areas for gussets, flaws to be avoided or placed where they will never be seen.

![Leather panels cut and laid out on the cutting table](${img("cutting-panels.svg")})

## Cutting by hand

We cut with a round knife, a crescent-shaped blade that has barely changed in two hundred years. A press with steel dies would be faster, but it cannot adjust to the hide in front of it. By hand, a cutter can nudge a pattern piece two millimetres to miss a scar and still keep the grain running the right way.

## Handles first

On a tote, the handles take the most strain, so they are cut first from the firmest leather along the spine and run parallel to it, where the fibres are strongest. Each handle is two layers glued back to back, then stitched along both edges and rolled at the centre so it sits comfortably in the hand.

![A close view of pebbled leather grain](${img("pebbled-leather.svg")})

## Nothing wasted

What is left after the panels are cut is sorted by size. Large pieces become card cases and pouches for [gift sets](/gift-sets); smaller ones become key loops, zip pulls and the patches that carry your bag's number. The smallest scraps go to a local school's art department.

Continue with [the last stitch](/journey/the-last-stitch), or see where the hides come from in [Farm to Arm](/farm-to-arm).
`,
  },
  {
    slug: "journey/the-last-stitch",
    collection: "journey",
    title: "The Last Stitch",
    heroImage: img("the-last-stitch-hero.svg"),
    ...LIVE,
    metaTitle: "The Last Stitch: Finishing and Inspection | Atelier Ardent",
    metaDescription:
      "Edge painting, hardware, monograms and a twenty-minute inspection: the final days of a made-to-order bag before it leaves our New York studio.",
    metaKeywords:
      "handbag finishing, edge paint, quality inspection, monogram, saddle stitch, made to order delivery",
    body: md`
## The slowest part of the job

By the time a bag reaches the finishing end of the studio, it looks complete. It is not. The last few days are the slowest and most careful of its journey, and the part that decides how it will look in ten years.

## Edges

Every raw edge is bevelled, sanded and painted by hand in as many as five coats. Each coat dries and is polished before the next goes on. Done well, the edge feels like a single smooth surface; done in a hurry, it cracks within a year. We do not hurry.

![A finished tote with a gold monogram standing in the studio](${img("finished-tote.svg")})

## The final stitch

The last seam to be closed is usually the one that holds the lining to the top edge. The stitcher pulls the final stitch tight, backstitches two holes, trims the thread and melts the end so it can never work loose. Then they stamp their initials inside, next to the order number.

## Inspection

A second artisan — never the one who made the bag — inspects it for twenty minutes: every seam, every edge, the set of each rivet, the alignment of your monogram against the configuration you approved. About one bag in thirty goes back to the bench for a correction before it passes.

![A parcel route from the studio to a customer's door](${img("parcel-route.svg")})

## On its way

The bag is wrapped in its dust bag with a care card and boxed. It leaves the studio by insured, tracked courier, and most bags reach their owners in under 21 days from the order. If anything is not as it should be when yours arrives, write to [care@atelier-ardent.example](mailto:care@atelier-ardent.example) — or read how we handle [care and repairs](/faq).
`,
  },
];
