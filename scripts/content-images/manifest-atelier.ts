import { hero, inline, type ContentImageSpec } from "./types";

/** Illustrations for the atelier pages and the journey stories. */
export const atelierImages: readonly ContentImageSpec[] = [
  // Atelier
  hero(
    "craft-hero.svg",
    "cognac",
    { kind: "leather" },
    "Cognac leather with a stitched seam and the studio stamp",
  ),
  inline(
    "craft-workbench.svg",
    "cognac",
    { kind: "workbench" },
    "A leatherworker's bench with tools and thread",
  ),
  inline(
    "saddle-stitch.svg",
    "cognac",
    { kind: "needle" },
    "A needle completing a line of saddle stitches",
  ),
  inline(
    "edge-paint-panels.svg",
    "oxblood",
    { kind: "panels" },
    "Leather panels with stitched and painted edges",
  ),
  hero("sustainability-hero.svg", "cognac", { kind: "field" }, "Farmland at the end of summer"),
  inline(
    "offcut-panels.svg",
    "sage",
    { kind: "panels" },
    "Offcut leather panels stitched together",
  ),
  inline(
    "parcel-route.svg",
    "stone",
    { kind: "parcel" },
    "A parcel route from the studio to a customer's door",
  ),
  hero(
    "inspiration-hero.svg",
    "cognac",
    { kind: "moodboard" },
    "A mood board of swatches, photographs and colour chips",
  ),
  inline(
    "inspiration-colours.svg",
    "cognac",
    { kind: "panels" },
    "Stitched leather panels in cognac, cream, ink and brass",
  ),
  inline("swatch-fan.svg", "cognac", { kind: "swatches" }, "A fan of leather swatch cards"),
  hero("stories-hero.svg", "oxblood", { kind: "press" }, "A magazine and a newspaper on a desk"),
  inline("stories-lookbook.svg", "stone", { kind: "lookbook" }, "Three photographs of handbags"),
  inline(
    "studio-salon.svg",
    "cognac",
    { kind: "salon" },
    "A studio salon with an armchair, a mirror and a bag",
  ),
  hero(
    "the-journey-hero.svg",
    "cognac",
    { kind: "process" },
    "A hide, its pattern pieces and the finished bag",
  ),
  inline(
    "journey-stitching.svg",
    "oxblood",
    { kind: "needle" },
    "A needle completing a row of saddle stitches",
  ),
  inline(
    "delivery-calendar.svg",
    "cognac",
    { kind: "calendar", mode: "delivery" },
    "A calendar with a 21-day delivery window",
  ),
  // Journey
  hero(
    "hbscny-hero.svg",
    "ink",
    { kind: "skyline", time: "night" },
    "The garment district at night",
  ),
  inline(
    "hbscny-landmark.svg",
    "oxblood",
    { kind: "button-needle" },
    "The needle-and-button sculpture near the studio",
  ),
  inline(
    "hbscny-workbench.svg",
    "oxblood",
    { kind: "workbench" },
    "A workbench with a cutting mat, ruler and tools",
  ),
  inline(
    "hbscny-thread-wall.svg",
    "oxblood",
    { kind: "spools" },
    "A shelf of thread spools in leather colours",
  ),
  hero(
    "from-hide-to-handle-hero.svg",
    "sage",
    { kind: "process" },
    "From hide to pattern to handbag",
  ),
  inline("cutting-panels.svg", "cognac", { kind: "panels" }, "Leather panels cut and laid out"),
  inline("pebbled-leather.svg", "sage", { kind: "leather" }, "A close view of pebbled leather"),
  hero(
    "the-last-stitch-hero.svg",
    "oxblood",
    { kind: "needle" },
    "The last saddle stitch of a seam",
  ),
  inline(
    "finished-tote.svg",
    "cognac",
    { kind: "bag", shape: "tote", initials: "AA" },
    "A finished tote with a gold monogram",
  ),
];
