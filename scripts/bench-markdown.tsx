import { renderToStaticMarkup } from "react-dom/server";
import { Markdown } from "../lib/content/markdown";
import { median, ratio, table } from "./bench/figures";

/**
 * npm run bench:markdown: the content renderer on bodies full of unmatched markers (the shapes
 * that make naive Markdown parsers quadratic), each as a ratio to a control of plain prose of the
 * same length rendered in the same run, at two sizes. Linear work keeps the ratio flat as the body
 * doubles; a quadratic blow-up doubles it. Replaces the unit test's old time bound.
 */
const SHAPES: Record<string, (n: number) => string> = {
  "unclosed bold": (n) => "**a ".repeat(n),
  "mixed emphasis": (n) => "*a **b ".repeat(Math.round(n * 0.6)),
  "unclosed links": (n) => "[a](".repeat(n),
};
const control = (length: number) => "word ".repeat(Math.ceil(length / 5)).slice(0, length);

function timeOf(source: string, runs = 5): number {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    renderToStaticMarkup(<Markdown source={source} />);
    samples.push(performance.now() - started);
  }
  return median(samples);
}

const rows: Record<string, string>[] = [];
for (const size of [2500, 5000, 10000]) {
  for (const [shape, make] of Object.entries(SHAPES)) {
    const body = make(size);
    const own = timeOf(body);
    const base = timeOf(control(body.length));
    rows.push({
      shape,
      chars: String(body.length),
      "vs plain prose": ratio(own / base),
      "ms (median of 5)": own.toFixed(1),
    });
  }
}
console.log(table(rows));
