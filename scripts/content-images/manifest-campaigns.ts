import { hero, inline, type ContentImageSpec } from "./types";

/** Illustrations for the gift, collection and cause campaigns. */
export const campaignImages: readonly ContentImageSpec[] = [
  // Gift campaigns
  hero(
    "mothers-day-hero.svg",
    "blush",
    { kind: "bouquet", tag: "E.R." },
    "Tulips wrapped in paper with a monogrammed tag",
  ),
  inline(
    "mothers-day-monogram.svg",
    "blush",
    { kind: "bag", shape: "crossbody", initials: "M.R." },
    "A blush crossbody bag with gold initials",
  ),
  inline(
    "order-by-calendar.svg",
    "blush",
    { kind: "calendar", mode: "delivery" },
    "A calendar marking a 21-day made-to-order window",
  ),
  hero(
    "gifts-for-all-hero.svg",
    "cognac",
    { kind: "gift-box", count: 3 },
    "Three gift boxes tied with ribbon",
  ),
  inline(
    "gift-card-envelope.svg",
    "oxblood",
    { kind: "envelope" },
    "An envelope closed with a wax seal",
  ),
  hero(
    "gift-sets-hero.svg",
    "oxblood",
    { kind: "gift-box", count: 2, tag: "AA" },
    "Two gift boxes with a monogrammed tag",
  ),
  inline(
    "gift-sets-leather.svg",
    "oxblood",
    { kind: "leather" },
    "Two panels from the same hide joined by a stitched seam",
  ),
  inline(
    "gift-set-trio.svg",
    "sage",
    { kind: "bag", shape: "clutch", count: 3 },
    "Three clutches in coordinated leathers",
  ),
  hero(
    "holiday-hero.svg",
    "holiday",
    { kind: "ornaments" },
    "Holiday ornaments and a tiny tote hung on threads",
  ),
  inline(
    "holiday-boxes.svg",
    "holiday",
    { kind: "gift-box", count: 3 },
    "Gift boxes in holiday colours tied with gold ribbon",
  ),
  inline(
    "holiday-deadline.svg",
    "holiday",
    { kind: "calendar", mode: "delivery" },
    "A calendar with a 21-day delivery window",
  ),
  // Collection campaigns
  hero(
    "garment-district-hero.svg",
    "cognac",
    { kind: "button-needle" },
    "The needle-and-button sculpture of the garment district",
  ),
  inline(
    "capsule-totes.svg",
    "stone",
    { kind: "bag", shape: "tote", count: 3 },
    "Three structured totes on a studio plinth",
  ),
  inline(
    "skyline-dusk.svg",
    "cognac",
    { kind: "skyline", time: "dusk" },
    "The Manhattan skyline at dusk",
  ),
  hero(
    "farm-to-arm-hero.svg",
    "sage",
    { kind: "field" },
    "Rolling farmland with a barn, a fence and a low sun",
  ),
  inline(
    "farm-to-arm-leather.svg",
    "sage",
    { kind: "leather" },
    "Sage pebbled leather joined by a stitched seam",
  ),
  inline(
    "hide-to-bag.svg",
    "sage",
    { kind: "process" },
    "A hide becoming pattern pieces and then a tote",
  ),
  hero(
    "splash-of-summer-hero.svg",
    "summer",
    { kind: "bag", shape: "sleeve", initials: "J.P." },
    "A teal leather laptop sleeve with initials",
  ),
  inline(
    "summer-swatches.svg",
    "summer",
    { kind: "swatches" },
    "Leather swatches in summer colours",
  ),
  hero(
    "mara-lind-hero.svg",
    "lilac",
    { kind: "sketch" },
    "Sketchbook pages with fold studies for a handbag",
  ),
  inline("mara-lind-swatches.svg", "lilac", { kind: "swatches" }, "Lilac and ink leather swatches"),
  inline(
    "mara-lind-fold.svg",
    "lilac",
    { kind: "bag", shape: "clutch" },
    "A clutch in lilac leather",
  ),
  inline(
    "mara-lind-moodboard.svg",
    "lilac",
    { kind: "moodboard" },
    "A mood board of leather swatches and sketches",
  ),
  // Cause campaigns
  hero(
    "fashion-makes-change-hero.svg",
    "blush",
    { kind: "hearts" },
    "Leather hearts stitched by hand",
  ),
  inline(
    "good-hearts-gift.svg",
    "blush",
    { kind: "gift-box", count: 1, tag: "GH" },
    "A gift box tagged for Good Hearts",
  ),
  inline(
    "good-hearts-panels.svg",
    "blush",
    { kind: "panels" },
    "Stitched leather panels in soft pinks and creams",
  ),
  hero(
    "black-lives-matter-hero.svg",
    "noir",
    { kind: "woven" },
    "Strands of black and gold leather woven together",
  ),
  inline(
    "black-lives-matter-city.svg",
    "noir",
    { kind: "skyline", time: "night" },
    "New York at night, its windows lit",
  ),
  inline(
    "woven-detail.svg",
    "noir",
    { kind: "woven" },
    "A close view of woven black and gold leather",
  ),
];
