import { mix } from "./color";
import { f } from "./geometry";
import type { Fragment } from "./render";

/**
 * A photo-studio backdrop: a sweep lightly tinted towards the product colour, with a floor line
 * and a soft shadow under the product.
 */
export function studioBackdrop(
  prefix: string,
  tint: string,
  ground: { cx: number; cy: number; rx: number; ry: number },
): Fragment {
  const top = mix(tint, "#f7f4ef", 0.9);
  const bottom = mix(tint, "#e6e0d6", 0.86);
  return {
    defs:
      `<linearGradient id="${prefix}sweep" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/>` +
      `<stop offset="0.72" stop-color="${mix(top, bottom, 0.5)}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
      `<radialGradient id="${prefix}floor"><stop offset="0" stop-color="#000" stop-opacity="0.3"/>` +
      `<stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`,
    body:
      `<rect width="800" height="800" fill="url(#${prefix}sweep)"/>` +
      `<ellipse cx="${f(ground.cx)}" cy="${f(ground.cy)}" rx="${f(ground.rx * 1.1)}" ry="${f(ground.ry * 1.3)}" fill="url(#${prefix}floor)"/>`,
  };
}
