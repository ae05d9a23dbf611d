import type { SeedBag } from "../types";
import { theBleeckerClutch } from "./the-bleecker-clutch";
import { theBoweryBackpack } from "./the-bowery-backpack";
import { theCityTote } from "./the-city-tote";
import { theGreenwichSatchel } from "./the-greenwich-satchel";
import { theHudsonCrossbody } from "./the-hudson-crossbody";
import { theMercerBucket } from "./the-mercer-bucket";
import { theTribecaSleeve } from "./the-tribeca-sleeve";

/** Listing order on /bags/all-bags. */
export const bags: SeedBag[] = [
  theCityTote,
  theHudsonCrossbody,
  theBleeckerClutch,
  theMercerBucket,
  theBoweryBackpack,
  theTribecaSleeve,
  theGreenwichSatchel,
];
