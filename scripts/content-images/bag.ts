import { REF } from "./defs";
import { mix } from "./palette";
import { SERIF, d, el, escapeXml, roundedRect, stitch } from "./svg";

export type BagShape = "tote" | "clutch" | "crossbody" | "sleeve" | "portfolio";

export type BagOptions = {
  shape: BagShape;
  /** Centre of the base line the bag stands on. */
  x: number;
  y: number;
  /** Body width in stage pixels. */
  size: number;
  body: string;
  trim: string;
  accent: string;
  thread: string;
  initials?: string;
  /** Line drawing instead of leather (sketches). */
  outline?: { color: string };
};

type Part = { d: string; fill: string };

/** Draws a handbag standing on (x, y). Shapes are simple, flat and editorial. */
export function drawBag(o: BagOptions): string {
  const s = o.size;
  const { x, y } = o;
  const parts: Part[] = [];
  const extras: string[] = [];
  let stitchPath = "";
  let mono = { x: x + s * 0.3, y: y - s * 0.1 };
  const dark = mix(o.body, "#000000", 0.25);

  if (o.shape === "tote") {
    const h = s * 0.78;
    const top = y - h;
    extras.push(handle(x, top, s * 0.5, s * 0.52, dark, s * 0.045));
    parts.push({
      d: d`M${x - s * 0.41} ${top} L${x + s * 0.41} ${top} L${x + s * 0.5} ${y} L${x - s * 0.5} ${y} Z`,
      fill: o.body,
    });
    extras.push(handle(x, top, s * 0.56, s * 0.58, o.trim, s * 0.05));
    extras.push(
      rivet(x - s * 0.28, top + s * 0.05, s, o.accent),
      rivet(x + s * 0.28, top + s * 0.05, s, o.accent),
    );
    stitchPath = d`M${x - s * 0.38} ${top + s * 0.035} L${x + s * 0.38} ${top + s * 0.035}`;
    stitchPath += " " + d`M${x - s * 0.465} ${y - s * 0.035} L${x + s * 0.465} ${y - s * 0.035}`;
    mono = { x: x + s * 0.3, y: y - s * 0.09 };
  } else if (o.shape === "clutch") {
    const h = s * 0.56;
    const top = y - h;
    parts.push({ d: roundedRect(x - s / 2, top, s, h, s * 0.05), fill: o.body });
    parts.push({
      d: d`M${x - s / 2} ${top + s * 0.03} Q${x - s / 2} ${top} ${x - s * 0.47} ${top} H${x + s * 0.47} Q${x + s / 2} ${top} ${x + s / 2} ${top + s * 0.03} L${x} ${top + h * 0.62} Z`,
      fill: mix(o.body, "#000000", 0.12),
    });
    stitchPath = d`M${x - s * 0.44} ${top + s * 0.05} L${x} ${top + h * 0.54} L${x + s * 0.44} ${top + s * 0.05}`;
    extras.push(
      el("circle", {
        cx: x,
        cy: top + h * 0.6,
        r: s * 0.035,
        fill: o.accent,
        stroke: mix(o.accent, "#000000", 0.3),
        "stroke-width": 2,
      }),
    );
    mono = { x: x + s * 0.3, y: y - s * 0.07 };
  } else if (o.shape === "crossbody") {
    const h = s * 0.72;
    const top = y - h;
    extras.push(
      el("path", {
        d: d`M${x - s * 0.44} ${top + s * 0.05} C${x - s * 0.5} ${top - s * 1.1}, ${x + s * 0.5} ${top - s * 1.1}, ${x + s * 0.44} ${top + s * 0.05}`,
        fill: "none",
        stroke: o.trim,
        "stroke-width": s * 0.035,
      }),
    );
    parts.push({
      d: d`M${x - s / 2} ${top + s * 0.06} Q${x - s / 2} ${top} ${x - s * 0.44} ${top} H${x + s * 0.44} Q${x + s / 2} ${top} ${x + s / 2} ${top + s * 0.06} V${y - s * 0.18} Q${x + s / 2} ${y} ${x + s * 0.32} ${y} H${x - s * 0.32} Q${x - s / 2} ${y} ${x - s / 2} ${y - s * 0.18} Z`,
      fill: o.body,
    });
    parts.push({
      d: d`M${x - s / 2} ${top + s * 0.06} Q${x - s / 2} ${top} ${x - s * 0.44} ${top} H${x + s * 0.44} Q${x + s / 2} ${top} ${x + s / 2} ${top + s * 0.06} V${top + h * 0.5} Q${x + s / 2} ${top + h * 0.62} ${x + s * 0.38} ${top + h * 0.62} H${x - s * 0.38} Q${x - s / 2} ${top + h * 0.62} ${x - s / 2} ${top + h * 0.5} Z`,
      fill: mix(o.body, "#000000", 0.1),
    });
    stitchPath = d`M${x - s * 0.45} ${top + s * 0.07} V${top + h * 0.48} Q${x - s * 0.45} ${top + h * 0.57} ${x - s * 0.36} ${top + h * 0.57} H${x + s * 0.36} Q${x + s * 0.45} ${top + h * 0.57} ${x + s * 0.45} ${top + h * 0.48} V${top + s * 0.07}`;
    extras.push(
      el("rect", {
        x: x - s * 0.06,
        y: top + h * 0.56,
        width: s * 0.12,
        height: s * 0.07,
        rx: s * 0.015,
        fill: o.accent,
      }),
    );
    extras.push(
      rivet(x - s * 0.44, top + s * 0.05, s, o.accent),
      rivet(x + s * 0.44, top + s * 0.05, s, o.accent),
    );
    mono = { x: x + s * 0.28, y: y - s * 0.08 };
  } else if (o.shape === "sleeve") {
    const h = s * 0.68;
    const top = y - h;
    parts.push({ d: roundedRect(x - s / 2, top, s, h, s * 0.06), fill: o.body });
    extras.push(
      el("path", {
        d: d`M${x - s * 0.44} ${top + s * 0.07} H${x + s * 0.44}`,
        stroke: mix(o.body, "#000000", 0.45),
        "stroke-width": s * 0.018,
        "stroke-dasharray": `${s * 0.008} ${s * 0.006}`,
      }),
    );
    extras.push(
      el("rect", {
        x: x + s * 0.3,
        y: top + s * 0.055,
        width: s * 0.09,
        height: s * 0.03,
        rx: s * 0.01,
        fill: o.accent,
      }),
    );
    stitchPath = roundedRect(x - s * 0.46, top + s * 0.12, s * 0.92, h - s * 0.16, s * 0.04);
    mono = { x: x + s * 0.28, y: y - s * 0.09 };
  } else {
    const h = s * 0.7;
    const top = y - h;
    extras.push(
      el("path", {
        d: d`M${x - s * 0.12} ${top + 2} V${top - s * 0.08} Q${x - s * 0.12} ${top - s * 0.13} ${x - s * 0.07} ${top - s * 0.13} H${x + s * 0.07} Q${x + s * 0.12} ${top - s * 0.13} ${x + s * 0.12} ${top - s * 0.08} V${top + 2}`,
        fill: "none",
        stroke: o.trim,
        "stroke-width": s * 0.035,
      }),
    );
    parts.push({ d: roundedRect(x - s / 2, top, s, h, s * 0.035), fill: o.body });
    extras.push(
      el("path", {
        d: d`M${x - s / 2} ${top + h * 0.3} H${x + s / 2}`,
        stroke: dark,
        "stroke-width": 3,
      }),
    );
    extras.push(
      el("rect", {
        x: x - s * 0.05,
        y: top + h * 0.26,
        width: s * 0.1,
        height: s * 0.07,
        rx: s * 0.012,
        fill: o.accent,
      }),
    );
    stitchPath = roundedRect(x - s * 0.46, top + s * 0.03, s * 0.92, h - s * 0.06, s * 0.025);
    mono = { x: x + s * 0.3, y: y - s * 0.08 };
  }

  if (o.outline) {
    const line = {
      fill: "none",
      stroke: o.outline.color,
      "stroke-width": 2.5,
      "stroke-linejoin": "round",
    };
    return [
      ...extras.map((e) => e.replace(/fill="#[0-9a-f]{6}"/g, 'fill="none"')),
      ...parts.map((p) => el("path", { d: p.d, ...line })),
      stitch(stitchPath, o.outline.color, 1.5, "6 6"),
    ].join("");
  }

  const shadow = el("ellipse", {
    cx: x,
    cy: y + 4,
    rx: s * 0.56,
    ry: s * 0.045,
    fill: "#1a1410",
    opacity: 0.16,
  });
  const bodies = parts.map(
    (p) =>
      el("path", { d: p.d, fill: p.fill, filter: REF.leather }) +
      el("path", { d: p.d, fill: REF.sheen }),
  );
  const monogram = o.initials
    ? el(
        "text",
        {
          x: mono.x,
          y: mono.y,
          fill: o.accent,
          "font-family": SERIF,
          "font-size": s * 0.075,
          "text-anchor": "middle",
          "letter-spacing": s * 0.012,
        },
        escapeXml(o.initials),
      )
    : "";
  // Handles and straps that sit behind the body come first in `extras` for totes, so keep order.
  const behind =
    o.shape === "tote"
      ? extras.slice(0, 1)
      : o.shape === "crossbody" || o.shape === "portfolio"
        ? extras.slice(0, 1)
        : [];
  const front = extras.slice(behind.length);
  return [
    shadow,
    ...behind,
    ...bodies,
    stitch(stitchPath, o.thread, Math.max(1.5, s * 0.006), `${s * 0.018} ${s * 0.012}`),
    ...front,
    monogram,
  ].join("");
}

function handle(
  x: number,
  top: number,
  span: number,
  rise: number,
  color: string,
  width: number,
): string {
  return el("path", {
    d: d`M${x - span / 2} ${top + 4} C${x - span / 2} ${top - rise}, ${x + span / 2} ${top - rise}, ${x + span / 2} ${top + 4}`,
    fill: "none",
    stroke: color,
    "stroke-width": width,
    "stroke-linecap": "round",
  });
}

function rivet(x: number, y: number, s: number, color: string): string {
  return el("circle", {
    cx: x,
    cy: y,
    r: s * 0.018,
    fill: color,
    stroke: mix(color, "#000000", 0.3),
    "stroke-width": 1.5,
  });
}
