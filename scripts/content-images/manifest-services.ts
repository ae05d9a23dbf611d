import { hero, inline, type ContentImageSpec } from "./types";

/** Illustrations for services, company, FAQ and legal pages. */
export const serviceImages: readonly ContentImageSpec[] = [
  // Services
  hero(
    "corporate-hero.svg",
    "ink",
    { kind: "bag", shape: "portfolio", count: 3, initials: "N&C" },
    "Three embossed leather portfolios",
  ),
  inline(
    "corporate-emboss.svg",
    "ink",
    { kind: "leather" },
    "A studio stamp embossed into navy leather",
  ),
  inline(
    "corporate-gift-boxes.svg",
    "stone",
    { kind: "gift-box", count: 3 },
    "Gift boxes ready for delivery",
  ),
  hero("wedding-hero.svg", "blush", { kind: "rings" }, "Two interlocking rings among petals"),
  inline(
    "wedding-bouquet.svg",
    "blush",
    { kind: "bouquet", tag: "L & J" },
    "A bridal bouquet with a monogrammed tag",
  ),
  inline(
    "bridal-clutch.svg",
    "blush",
    { kind: "bag", shape: "clutch", initials: "L & J" },
    "A blush clutch with a gold monogram",
  ),
  inline("wedding-envelope.svg", "blush", { kind: "envelope" }, "An envelope sealed with wax"),
  hero("stylists-hero.svg", "ink", { kind: "swatches" }, "A stylist's swatch book fanned open"),
  inline(
    "stylists-salon.svg",
    "ink",
    { kind: "salon" },
    "A studio salon with an armchair and an arched mirror",
  ),
  inline(
    "stylist-lookbook.svg",
    "stone",
    { kind: "lookbook" },
    "Three photographs of bags in a lookbook",
  ),
  hero(
    "appointments-hero.svg",
    "oxblood",
    { kind: "salon" },
    "The appointment salon at the studio",
  ),
  inline(
    "appointment-calendar.svg",
    "oxblood",
    { kind: "calendar", mode: "appointment" },
    "A calendar with an appointment day circled",
  ),
  inline(
    "garment-district-landmark.svg",
    "stone",
    { kind: "button-needle" },
    "The needle-and-button sculpture of the garment district",
  ),
  // Company
  hero(
    "press-hero.svg",
    "stone",
    { kind: "press" },
    "Magazines and a newspaper featuring a handbag",
  ),
  inline(
    "press-skyline.svg",
    "stone",
    { kind: "skyline", time: "day" },
    "The Manhattan skyline by day",
  ),
  hero(
    "newsletter-hero.svg",
    "cognac",
    { kind: "envelope" },
    "An envelope sealed with a wax monogram",
  ),
  inline(
    "newsletter-moodboard.svg",
    "oxblood",
    { kind: "moodboard" },
    "A mood board from the studio",
  ),
  inline(
    "newsletter-thread.svg",
    "cognac",
    { kind: "spools" },
    "Spools of waxed thread on a studio shelf",
  ),
  hero(
    "lead-developer-hero.svg",
    "ink",
    { kind: "code" },
    "A code editor beside a handbag configurator preview",
  ),
  inline(
    "lead-developer-skyline.svg",
    "ink",
    { kind: "skyline", time: "dusk" },
    "The garment district skyline at dusk",
  ),
  inline("configurator-swatches.svg", "ink", { kind: "swatches" }, "A fan of leather swatches"),
  // FAQ and legal
  hero("faq-hero.svg", "stone", { kind: "speech" }, "Speech bubbles with a question mark"),
  inline(
    "care-leather.svg",
    "cognac",
    { kind: "leather" },
    "Two leather panels joined with a stitched seam",
  ),
  hero(
    "terms-hero.svg",
    "stone",
    { kind: "document", emblem: "seal" },
    "A document with a wax seal and a pencil",
  ),
  hero(
    "privacy-hero.svg",
    "stone",
    { kind: "document", emblem: "lock" },
    "A document beside a padlock",
  ),
  inline(
    "privacy-envelope.svg",
    "stone",
    { kind: "envelope" },
    "A sealed envelope with a wax monogram",
  ),
];
