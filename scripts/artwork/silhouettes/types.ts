import type { Piece } from "../render";

/** Drawing of one view of a silhouette. */
export type ViewArt = {
  /** Outline of the whole bag, drawn faintly in the base layer as a placeholder. */
  outline: string;
  /** Floor shadow under the bag. */
  ground: { cx: number; cy: number; rx: number; ry: number };
  /** Component key -> pieces, painted with the chosen variant's surface. */
  parts: Record<string, () => Piece[]>;
  /** Component key -> option name -> pieces; options bring their own fixed surfaces. */
  options: Record<string, Record<string, () => Piece[]>>;
};

/** How a ready-to-wear product shot dresses the silhouette's components. */
export type ShowcaseRole = "main" | "accent" | "metal" | "foil" | "lining";

export type SilhouetteArt = {
  views: Record<string, ViewArt>;
  showcase: {
    parts: Record<string, ShowcaseRole>;
    options: Record<string, string>;
  };
};
