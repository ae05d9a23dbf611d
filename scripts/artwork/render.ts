import { ARTWORK_VIEWBOX } from "../../lib/catalogue/artwork-paths";
import { lighten } from "./color";
import { f, type Pt } from "./geometry";
import {
  baseGradient,
  edgeColor,
  sharedDefs,
  stitchColor,
  textureDef,
  type Surface,
} from "./textures";

/** One drawn shape of a layer, painted with the layer's surface unless it brings its own. */
export type Piece = {
  d: string;
  surface?: Surface;
  /** Draw the path as a cord of this width instead of filling it. */
  stroke?: number;
  dash?: string;
  evenodd?: boolean;
  /** Skip the cylindrical shading (small or flat parts). */
  flat?: boolean;
  /** Cast a soft shadow on whatever lies below. */
  shadow?: boolean;
  /** Darken the whole piece, for parts that face away from the light. */
  dim?: number;
  opacity?: number;
  stitches?: string[];
  seams?: string[];
  highlights?: string[];
  holes?: Pt[];
};

/** Drawable SVG content plus the definitions it references. */
export type Fragment = { defs: string; body: string };

type Attrs = Record<string, string | number | undefined>;

/** Opacities keep two decimals; coordinates go through `f`. */
const num = (value: number) => String(Math.round(value * 100) / 100);

function path(d: string, attrs: Attrs): string {
  const rendered = Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${typeof value === "number" ? num(value) : value}"`)
    .join("");
  return `<path d="${d}"${rendered}/>`;
}

/**
 * Paints pieces into a fragment whose ids all start with `prefix`, so several fragments can be
 * inlined into one document (thumbnails) without their gradients colliding.
 */
export function renderPieces(
  pieces: Piece[],
  surface: Surface,
  prefix: string,
  textureScale = 1,
): Fragment {
  const defs: string[] = [];
  const gradients = new Map<string, string>();
  const textures = new Map<string, { ref: string; kind: "pattern" | "filter" } | null>();
  let usesShared = false;

  const gradientFor = (s: Surface) => {
    const key = `${s.texture}${s.hex}`;
    let id = gradients.get(key);
    if (!id) {
      id = `${prefix}g${gradients.size}`;
      gradients.set(key, id);
      defs.push(baseGradient(s, id));
    }
    return `url(#${id})`;
  };
  const textureFor = (s: Surface) => {
    if (!textures.has(s.texture)) {
      const id = `${prefix}t${textures.size}`;
      const def = textureDef(s.texture, id, textureScale);
      if (def) defs.push(def.def);
      textures.set(s.texture, def ? { ref: `url(#${id})`, kind: def.kind } : null);
    }
    return textures.get(s.texture) ?? null;
  };
  const shared = (name: string) => {
    usesShared = true;
    return `url(#${prefix}${name})`;
  };

  const body = pieces.map((piece) => {
    const s = piece.surface ?? surface;
    const rule = piece.evenodd ? "evenodd" : undefined;
    const fill = (paint: string, extra: Attrs = {}) =>
      path(piece.d, { fill: paint, "fill-rule": rule, ...extra });
    const line = (d: string, stroke: string, opacity: number, width: number, extra: Attrs = {}) =>
      path(d, {
        fill: "none",
        stroke,
        "stroke-opacity": opacity,
        "stroke-width": width,
        "stroke-linecap": "round",
        ...extra,
      });
    const out: string[] = [];

    if (piece.shadow) {
      out.push(
        fill("#000", { "fill-opacity": 0.22, transform: "translate(0 5)", filter: shared("blur") }),
      );
    }
    if (piece.stroke !== undefined) {
      out.push(strokePiece(piece, s, piece.stroke));
    } else if (s.texture === "shade") {
      out.push(fill(s.hex));
    } else if (s.emboss) {
      // Pressed in: a light lip below the impression, the impression itself a soft shadow.
      out.push(fill("#fff", { "fill-opacity": 0.18, transform: "translate(0 1.2)" }));
      out.push(fill(s.hex, { "fill-opacity": 0.55 }));
    } else {
      out.push(fill(gradientFor(s)));
      const texture = textureFor(s);
      if (texture?.kind === "pattern") out.push(fill(texture.ref));
      if (texture?.kind === "filter") out.push(fill("#000", { filter: texture.ref }));
      const metallic = s.texture === "metal" || s.texture === "foil";
      if (!metallic && !piece.flat) out.push(fill(shared("vol")));
      if (s.texture === "satin") out.push(fill(shared("sheen")));
      if (s.texture === "smooth" || s.texture === "metal") out.push(fill(shared("gloss")));
      if (s.texture !== "foil")
        out.push(line(piece.d, edgeColor(s), 0.8, 1.4, { "stroke-linecap": undefined }));
    }
    if (piece.dim) out.push(fill("#000", { "fill-opacity": piece.dim }));
    for (const seam of piece.seams ?? []) out.push(line(seam, "#000", 0.28, 2));
    for (const highlight of piece.highlights ?? []) out.push(line(highlight, "#fff", 0.22, 1.6));
    for (const stitch of piece.stitches ?? []) {
      out.push(line(stitch, stitchColor(s), 1, 1.6, { "stroke-dasharray": "5 3.5" }));
    }
    for (const [x, y] of piece.holes ?? []) {
      out.push(`<circle cx="${f(x)}" cy="${f(y)}" r="3" fill="#000" fill-opacity="0.55"/>`);
    }
    const content = out.join("");
    return piece.opacity === undefined
      ? content
      : `<g opacity="${num(piece.opacity)}">${content}</g>`;
  });

  if (usesShared) defs.unshift(sharedDefs(prefix));
  return { defs: defs.join(""), body: body.join("") };
}

function strokePiece(piece: Piece, s: Surface, width: number): string {
  const common: Attrs = {
    fill: "none",
    "stroke-linecap": piece.dash ? "butt" : "round",
    "stroke-linejoin": "round",
    "stroke-dasharray": piece.dash,
  };
  const shine = s.texture === "metal" || s.texture === "foil" ? 0.55 : 0.3;
  const nudge = f(-width * 0.15);
  // Edge, body, then a thin highlight nudged towards the light: reads as a rounded cord.
  return (
    path(piece.d, { ...common, stroke: edgeColor(s), "stroke-width": f(width + 2) }) +
    path(piece.d, { ...common, stroke: s.hex, "stroke-width": f(width) }) +
    path(piece.d, {
      ...common,
      stroke: lighten(s.hex, shine),
      "stroke-width": f(width * 0.35),
      "stroke-opacity": 0.6,
      transform: `translate(${nudge} ${nudge})`,
    })
  );
}

/** A standalone SVG document of `size` pixels showing the 800 x 800 artwork space. */
export function svgDocument(fragments: Fragment[], size: number = ARTWORK_VIEWBOX.width): string {
  const { width, height } = ARTWORK_VIEWBOX;
  const defs = fragments.map((x) => x.defs).join("");
  const body = fragments.map((x) => x.body).join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${Math.round((size * height) / width)}" viewBox="0 0 ${width} ${height}">` +
    (defs ? `<defs>${defs}</defs>` : "") +
    body +
    `</svg>\n`
  );
}
