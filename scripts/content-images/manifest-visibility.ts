import { hero, inline, type ContentImageSpec } from "./types";

/** Illustrations for the pages that exercise the visibility rule. */
export const visibilityImages: readonly ContentImageSpec[] = [
  // Visibility-rule pages
  hero(
    "fall-lookbook-hero.svg",
    "cognac",
    { kind: "lookbook" },
    "Lookbook photographs among autumn leaves",
  ),
  inline(
    "fall-lookbook-bags.svg",
    "oxblood",
    { kind: "bag", shape: "crossbody", count: 3 },
    "Three crossbody bags in autumn leathers",
  ),
  inline("fall-swatches.svg", "oxblood", { kind: "swatches" }, "Swatch cards in autumn colours"),
  hero(
    "spring-preview-hero.svg",
    "sage",
    { kind: "bouquet", tag: "SS" },
    "Spring tulips with a tag",
  ),
  inline(
    "spring-preview-tote.svg",
    "sage",
    { kind: "bag", shape: "tote" },
    "A sage tote from the spring samples",
  ),
  inline(
    "spring-panels.svg",
    "blush",
    { kind: "panels" },
    "Stitched leather panels in spring colours",
  ),
  hero(
    "vip-trunk-show-hero.svg",
    "noir",
    { kind: "salon" },
    "The studio salon prepared for an evening",
  ),
  inline(
    "vip-trunk-show-skyline.svg",
    "noir",
    { kind: "skyline", time: "night" },
    "The city at night from the studio windows",
  ),
  inline("vip-invitation.svg", "noir", { kind: "envelope" }, "An invitation sealed with wax"),
  hero(
    "test-campaign-hero.svg",
    "stone",
    { kind: "test-pattern" },
    "A colour test pattern marked staging",
  ),
  inline(
    "test-campaign-pattern.svg",
    "cognac",
    { kind: "test-pattern" },
    "A colour test pattern marked staging",
  ),
  hero(
    "shipping-policy-hero.svg",
    "stone",
    { kind: "parcel" },
    "A parcel on its way from the studio",
  ),
];
