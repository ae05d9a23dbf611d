import type { SeedBag } from "../../seed/catalogue/types";
import { backpackArt } from "./backpack";
import { bucketArt } from "./bucket";
import { clutchArt } from "./clutch";
import { crossbodyArt } from "./crossbody";
import { satchelArt } from "./satchel";
import { sleeveArt } from "./sleeve";
import { toteArt } from "./tote";
import type { SilhouetteArt } from "./types";

export const silhouetteArt: Record<SeedBag["silhouette"], SilhouetteArt> = {
  tote: toteArt,
  crossbody: crossbodyArt,
  clutch: clutchArt,
  bucket: bucketArt,
  backpack: backpackArt,
  sleeve: sleeveArt,
  satchel: satchelArt,
};
