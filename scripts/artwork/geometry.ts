/** Path-building helpers. All coordinates are in the 800 x 800 artwork view box. */

export type Pt = readonly [number, number];

/** Fixed one-decimal formatting keeps files small and output stable across platforms. */
export function f(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

export function poly(points: readonly Pt[], close = true): string {
  const [first, ...rest] = points;
  if (!first) return "";
  const tail = rest.map(([x, y]) => `L${f(x)} ${f(y)}`).join("");
  return `M${f(first[0])} ${f(first[1])}${tail}${close ? "Z" : ""}`;
}

function at(points: readonly Pt[], index: number): Pt {
  const clamped = Math.min(points.length - 1, Math.max(0, index));
  const point = points[clamped];
  if (!point) throw new Error("Empty point list");
  return point;
}

/** Catmull-Rom spline through the given points, sampled into a polyline. */
export function smooth(points: readonly Pt[], steps = 10): Pt[] {
  if (points.length < 3) return [...points];
  const out: Pt[] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = at(points, i - 1);
    const p1 = at(points, i);
    const p2 = at(points, i + 1);
    const p3 = at(points, i + 2);
    for (let s = 0; s < steps; s++) {
      const t = s / steps;
      const t2 = t * t;
      const t3 = t2 * t;
      const coord = (k: 0 | 1) =>
        0.5 *
        (2 * p1[k] +
          (-p0[k] + p2[k]) * t +
          (2 * p0[k] - 5 * p1[k] + 4 * p2[k] - p3[k]) * t2 +
          (-p0[k] + 3 * p1[k] - 3 * p2[k] + p3[k]) * t3);
      out.push([coord(0), coord(1)]);
    }
  }
  out.push(at(points, points.length - 1));
  return out;
}

function normalAt(points: readonly Pt[], i: number): Pt {
  const prev = at(points, i - 1);
  const next = at(points, i + 1);
  const dx = next[0] - prev[0];
  const dy = next[1] - prev[1];
  const length = Math.hypot(dx, dy) || 1;
  return [-dy / length, dx / length];
}

/** The polyline moved sideways by `distance` (positive: to the left of the direction of travel). */
export function offset(points: readonly Pt[], distance: number): Pt[] {
  return points.map((p, i) => {
    const [nx, ny] = normalAt(points, i);
    return [p[0] + nx * distance, p[1] + ny * distance];
  });
}

/** A closed outline of constant width around a centre line: straps, handles, piping. */
export function band(center: readonly Pt[], width: number): string {
  const left = offset(center, width / 2);
  const right = offset(center, -width / 2).reverse();
  return poly([...left, ...right]);
}

/** The two stitch lines running along a band, `inset` from its edges. */
export function bandStitches(center: readonly Pt[], width: number, inset = 4): string[] {
  const distance = width / 2 - inset;
  return [poly(offset(center, distance), false), poly(offset(center, -distance), false)];
}

/** Points spaced `step` apart along a polyline, with the direction of travel in degrees. */
export function walk(points: readonly Pt[], step: number): { at: Pt; angle: number }[] {
  const out: { at: Pt; angle: number }[] = [];
  let carried = 0;
  for (let i = 0; i < points.length - 1; i++) {
    const a = at(points, i);
    const b = at(points, i + 1);
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const angle = (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;
    let d = carried;
    while (d < length) {
      const t = d / length;
      out.push({ at: [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t], angle });
      d += step;
    }
    carried = d - length;
  }
  return out;
}

export function rrect(x: number, y: number, w: number, h: number, r: number): string {
  const q = Math.min(r, w / 2, h / 2);
  return (
    `M${f(x + q)} ${f(y)}H${f(x + w - q)}Q${f(x + w)} ${f(y)} ${f(x + w)} ${f(y + q)}` +
    `V${f(y + h - q)}Q${f(x + w)} ${f(y + h)} ${f(x + w - q)} ${f(y + h)}H${f(x + q)}` +
    `Q${f(x)} ${f(y + h)} ${f(x)} ${f(y + h - q)}V${f(y + q)}Q${f(x)} ${f(y)} ${f(x + q)} ${f(y)}Z`
  );
}

/** Ellipse as a path, optionally rotated by `angle` degrees about its centre. */
export function ellipse(cx: number, cy: number, rx: number, ry: number, angle = 0): string {
  const rad = (angle * Math.PI) / 180;
  const dx = rx * Math.cos(rad);
  const dy = rx * Math.sin(rad);
  const arc = `A${f(rx)} ${f(ry)} ${f(angle)} 1 0`;
  return `M${f(cx + dx)} ${f(cy + dy)}${arc} ${f(cx - dx)} ${f(cy - dy)}${arc} ${f(cx + dx)} ${f(cy + dy)}Z`;
}

export const circle = (cx: number, cy: number, r: number) => ellipse(cx, cy, r, r);

/** A ring (washer shape); draw with the even-odd fill rule. */
export const ring = (cx: number, cy: number, outer: number, inner: number) =>
  circle(cx, cy, outer) + circle(cx, cy, inner);

/** Points along a quadratic Bézier, for details that follow a curved edge. */
export function quad(p0: Pt, p1: Pt, p2: Pt, steps = 24): Pt[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const t = i / steps;
    const a = (1 - t) * (1 - t);
    const b = 2 * t * (1 - t);
    const c = t * t;
    return [a * p0[0] + b * p1[0] + c * p2[0], a * p0[1] + b * p1[1] + c * p2[1]] as Pt;
  });
}
