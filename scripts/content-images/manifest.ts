import { atelierImages } from "./manifest-atelier";
import { campaignImages } from "./manifest-campaigns";
import { serviceImages } from "./manifest-services";
import { visibilityImages } from "./manifest-visibility";
import type { ContentImageSpec } from "./types";

/**
 * Every illustration the content pages use: hero images are 1600 x 900, inline images 800 x 600.
 * tests/unit/seed-content.test.ts checks that each image a page references is listed here and
 * that every image listed here is used.
 */
export const contentImages: readonly ContentImageSpec[] = [
  ...campaignImages,
  ...atelierImages,
  ...serviceImages,
  ...visibilityImages,
];
