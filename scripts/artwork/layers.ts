import { artworkPaths } from "../../lib/catalogue/artwork-paths";
import type { SeedBag, SeedComponent } from "../seed/catalogue/types";
import { f } from "./geometry";
import { renderPieces, svgDocument, type Fragment, type Piece } from "./render";
import { silhouetteArt } from "./silhouettes/index";
import type { ViewArt } from "./silhouettes/types";
import { surfaceOf, type MaterialIndex } from "./surfaces";
import type { Surface } from "./textures";
import type { ArtFile } from "./writer";

export function viewArtOf(bag: SeedBag, view: string): ViewArt {
  const art = silhouetteArt[bag.silhouette].views[view];
  if (!art)
    throw new Error(`No ${view} view drawn for the ${bag.silhouette} silhouette (${bag.name})`);
  return art;
}

function partPieces(bag: SeedBag, view: string, key: string): Piece[] {
  const draw = viewArtOf(bag, view).parts[key];
  if (!draw) throw new Error(`No ${view} artwork for component ${key} of ${bag.name}`);
  return draw();
}

function optionPieces(bag: SeedBag, view: string, key: string, option: string): Piece[] {
  const draw = viewArtOf(bag, view).options[key]?.[option];
  if (!draw) throw new Error(`No ${view} artwork for option ${key}:${option} of ${bag.name}`);
  return draw();
}

/** Floor shadow and a faint dashed silhouette that shows before anything is chosen. */
function baseFragment(art: ViewArt, prefix: string): Fragment {
  const { cx, cy, rx, ry } = art.ground;
  return {
    defs:
      `<radialGradient id="${prefix}ground"><stop offset="0" stop-color="#000" stop-opacity="0.34"/>` +
      `<stop offset="0.6" stop-color="#000" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`,
    body:
      `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="url(#${prefix}ground)"/>` +
      `<path d="${art.outline}" fill="#000" fill-opacity="0.04" stroke="#000" stroke-opacity="0.18" stroke-width="1.2" stroke-dasharray="6 5"/>`,
  };
}

/** A layer drawing with no surface of its own still needs one to satisfy the painter. */
const OPTION_SURFACE: Surface = { texture: "smooth", hex: "#8a8178" };

export function variantFragment(
  bag: SeedBag,
  view: string,
  component: SeedComponent,
  surface: Surface,
  prefix: string,
): Fragment {
  return renderPieces(partPieces(bag, view, component.key), surface, prefix);
}

export function optionFragment(
  bag: SeedBag,
  view: string,
  component: SeedComponent,
  option: string,
  prefix: string,
): Fragment {
  return renderPieces(optionPieces(bag, view, component.key, option), OPTION_SURFACE, prefix);
}

/** Every layer file of a bag: a base per view, then variant and option layers per component. */
export function bagLayerFiles(bag: SeedBag, index: MaterialIndex): ArtFile[] {
  const files: ArtFile[] = bag.views.map((view) => ({
    path: artworkPaths.base(bag.name, view),
    content: svgDocument([baseFragment(viewArtOf(bag, view), "b")]),
  }));
  for (const component of bag.components) {
    for (const { view } of component.layers) {
      for (const variant of index.variants(component)) {
        files.push({
          path: artworkPaths.variantLayer(
            bag.name,
            view,
            component.key,
            variant.material.name,
            variant.color.name,
          ),
          content: svgDocument([
            variantFragment(bag, view, component, surfaceOf(variant.material, variant.color), "a"),
          ]),
        });
      }
      for (const option of component.options ?? []) {
        files.push({
          path: artworkPaths.optionLayer(bag.name, view, component.key, option.name),
          content: svgDocument([optionFragment(bag, view, component, option.name, "a")]),
        });
      }
    }
  }
  return files;
}
