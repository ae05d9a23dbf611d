import { artworkPaths } from "../../lib/catalogue/artwork-paths";
import type { SeedColor, SeedMaterial } from "../seed/catalogue/types";
import { rrect } from "./geometry";
import type { ArtFile } from "./writer";
import { renderPieces, type Piece } from "./render";
import { surfaceOf } from "./surfaces";

const SWATCH_SIZE = 120;

/**
 * A close-up square of the material: leathers and textiles edge-stitched, metal as a plate,
 * foil pressed into a dark leather so the colour reads as foil rather than paint.
 */
export function swatchFile(material: SeedMaterial, color: SeedColor): ArtFile {
  const surface = surfaceOf(material, color);
  const s = SWATCH_SIZE;
  const full = `M0 0H${s}V${s}H0Z`;
  let pieces: Piece[];
  let ground = surface;
  if (material.part === "foil") {
    ground = { texture: "smooth", hex: color.name === "blind-emboss" ? "#9a5a2c" : "#2a2522" };
    pieces = [
      { d: full, flat: true },
      { d: rrect(22, 52, 76, 16, 3), surface, flat: true },
    ];
  } else if (material.part === "hardware") {
    pieces = [
      { d: full, flat: true, dim: 0.25 },
      { d: rrect(14, 14, s - 28, s - 28, 10), flat: true, shadow: true },
    ];
  } else {
    pieces = [{ d: full, stitches: [rrect(9, 9, s - 18, s - 18, 2)] }];
  }
  // Swatches are shown small, so the grain is drawn larger than on the bag to stay legible.
  const fragment = renderPieces(pieces, ground, "w", 1.5);
  const content =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">` +
    (fragment.defs ? `<defs>${fragment.defs}</defs>` : "") +
    fragment.body +
    `</svg>\n`;
  return { path: artworkPaths.swatch(material.name, color.name), content };
}
