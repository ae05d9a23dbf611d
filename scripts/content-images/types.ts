import type { BagShape } from "./bag";
import type { PaletteName } from "./palette";
import type { DrawContext } from "./svg";

/** What an illustration shows. Options are per motif, so the manifest is checked by the compiler. */
export type Motif =
  | { kind: "leather" }
  | { kind: "panels" }
  | { kind: "workbench" }
  | { kind: "spools" }
  | { kind: "swatches" }
  | { kind: "needle" }
  | { kind: "process" }
  | { kind: "skyline"; time: "day" | "dusk" | "night" }
  | { kind: "button-needle" }
  | { kind: "field" }
  | { kind: "salon" }
  | { kind: "moodboard" }
  | { kind: "lookbook" }
  | { kind: "gift-box"; count: 1 | 2 | 3; tag?: string }
  | { kind: "ornaments" }
  | { kind: "bouquet"; tag: string }
  | { kind: "hearts" }
  | { kind: "woven" }
  | { kind: "rings" }
  | { kind: "envelope" }
  | { kind: "parcel" }
  | { kind: "bag"; shape: BagShape; initials?: string; count?: 1 | 3 }
  | { kind: "calendar"; mode: "delivery" | "appointment" }
  | { kind: "press" }
  | { kind: "code" }
  | { kind: "document"; emblem: "seal" | "lock" }
  | { kind: "speech" }
  | { kind: "sketch" }
  | { kind: "test-pattern" };

type MotifKind = Motif["kind"];

export type MotifDrawers = {
  [K in MotifKind]: (ctx: DrawContext, motif: Extract<Motif, { kind: K }>) => string;
};

export type ImageSize = "hero" | "inline";

export const IMAGE_SIZES: Record<ImageSize, { width: number; height: number }> = {
  hero: { width: 1600, height: 900 },
  inline: { width: 800, height: 600 },
};

export type ContentImageSpec = {
  /** File name under public/images/content/, e.g. `craft-hero.svg`. */
  file: string;
  size: ImageSize;
  palette: PaletteName;
  motif: Motif;
  /** Accessible title written into the SVG. */
  title: string;
};

/** A 1600 x 900 hero illustration. */
export function hero(
  file: string,
  palette: PaletteName,
  motif: Motif,
  title: string,
): ContentImageSpec {
  return { file, size: "hero", palette, motif, title };
}

/** An 800 x 600 illustration placed inside a page body. */
export function inline(
  file: string,
  palette: PaletteName,
  motif: Motif,
  title: string,
): ContentImageSpec {
  return { file, size: "inline", palette, motif, title };
}
