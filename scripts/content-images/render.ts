import { sharedDefs } from "./defs";
import { bagMotifs } from "./motifs-bags";
import { cityMotifs } from "./motifs-city";
import { deskMotifs } from "./motifs-desk";
import { giftMotifs } from "./motifs-gifts";
import { keepsakeMotifs } from "./motifs-keepsakes";
import { leatherMotifs } from "./motifs-leather";
import { paperMotifs } from "./motifs-paper";
import { placeMotifs } from "./motifs-places";
import { postMotifs } from "./motifs-post";
import { workshopMotifs } from "./motifs-workshop";
import { mix, palettes } from "./palette";
import { SERIF, STAGE, createRng, el, escapeXml, hashString, type DrawContext } from "./svg";
import { IMAGE_SIZES, type ContentImageSpec, type Motif, type MotifDrawers } from "./types";

const drawers: MotifDrawers = {
  ...leatherMotifs,
  ...workshopMotifs,
  ...bagMotifs,
  ...cityMotifs,
  ...placeMotifs,
  ...deskMotifs,
  ...paperMotifs,
  ...giftMotifs,
  ...keepsakeMotifs,
  ...postMotifs,
};

function drawMotif(ctx: DrawContext, motif: Motif): string {
  // The mapped type guarantees drawers[kind] accepts exactly this motif variant.
  const draw = drawers[motif.kind] as (c: DrawContext, m: Motif) => string;
  return draw(ctx, motif);
}

/**
 * Renders one illustration to an SVG string. Motifs draw on a 1600 x 900 stage; inline images
 * (800 x 600) show the stage's central 4:3 band scaled to fit.
 */
export function renderContentImage(spec: ContentImageSpec): string {
  const { width, height } = IMAGE_SIZES[spec.size];
  const pal = palettes[spec.palette];
  const seed = hashString(spec.file);
  const ctx: DrawContext = { rng: createRng(seed), pal, noiseSeed: seed };
  const scale = height / STAGE.h;
  const offsetX = (width - STAGE.w * scale) / 2;
  const stage = `translate(${offsetX.toFixed(2)} 0) scale(${scale.toFixed(5)})`;
  const background = el(
    "linearGradient",
    { id: "bg", x1: 0, y1: 0, x2: 1, y2: 1 },
    el("stop", { offset: 0, "stop-color": pal.bg }),
    el("stop", { offset: 1, "stop-color": pal.bg2 }),
  );
  const wordmark = el(
    "text",
    {
      x: width - 28,
      y: height - 24,
      fill: mix(pal.ink, pal.bg, 0.35),
      "font-family": SERIF,
      "font-size": spec.size === "hero" ? 15 : 11,
      "letter-spacing": spec.size === "hero" ? 4 : 3,
      "text-anchor": "end",
      opacity: 0.7,
    },
    "ATELIER ARDENT",
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="title">`,
    `<title id="title">${escapeXml(spec.title)}</title>`,
    el("defs", {}, background, sharedDefs(ctx)),
    el("rect", { width, height, fill: "url(#bg)" }),
    el("g", { transform: stage }, drawMotif(ctx, spec.motif)),
    el("rect", { width, height, filter: "url(#grain)", opacity: 0.12 }),
    wordmark,
    "</svg>",
    "",
  ].join("\n");
}
