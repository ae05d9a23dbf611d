/**
 * A deliberately small Markdown parser for content page bodies: `##`/`###` headings, `-` and `1.`
 * lists, paragraphs, `**bold**`, `*italic*`, `code`, [links](/x) and ![images](/x.svg). It
 * produces a tree, never HTML, so the renderer can build React elements and nothing an editor
 * types can become markup. Anything outside this syntax is kept as plain text.
 */

export type Inline =
  | { type: "text"; text: string }
  | { type: "strong"; children: Inline[] }
  | { type: "em"; children: Inline[] }
  | { type: "code"; text: string }
  | { type: "break" }
  | { type: "link"; href: string; children: Inline[] }
  | { type: "image"; src: string; alt: string; title?: string };

export type Block =
  | { type: "heading"; level: 2 | 3; children: Inline[] }
  | { type: "paragraph"; children: Inline[] }
  | { type: "list"; ordered: boolean; start: number; items: Inline[][] }
  | { type: "figure"; src: string; alt: string; title?: string };

const HEADING = /^(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const BULLET = /^[-*+][ \t]+(.*)$/;
const ORDERED = /^(\d{1,9})[.)][ \t]+(.*)$/;
const ESCAPABLE = "\\`*_{}[]()#+-.!<>|~";

type OpenList = { ordered: boolean; start: number; items: string[][] };

/** Parses a body into blocks; never throws, whatever the input. */
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: OpenList | null = null;

  const flushParagraph = () => {
    if (paragraph.length > 0) blocks.push(paragraphBlock(paragraph.join("\n")));
    paragraph = [];
  };
  const flushList = () => {
    if (list) {
      blocks.push({
        type: "list",
        ordered: list.ordered,
        start: list.start,
        items: list.items.map((lines) => parseInline(lines.join("\n"))),
      });
    }
    list = null;
  };

  for (const raw of source.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.replace(/\t/g, "    ");
    if (line.trim() === "") {
      flushParagraph();
      flushList();
      continue;
    }
    const heading = HEADING.exec(line.trim());
    if (heading && line.search(/\S/) < 4) {
      flushParagraph();
      flushList();
      // The page title is the only h1, so `#` is demoted; below `###` the outline stays at h3.
      const level = (heading[1] ?? "").length <= 2 ? 2 : 3;
      blocks.push({ type: "heading", level, children: parseInline(heading[2] ?? "") });
      continue;
    }
    const bullet = BULLET.exec(line.trimStart());
    const ordered = bullet ? null : ORDERED.exec(line.trimStart());
    const isItem = (bullet || ordered) && line.search(/\S/) < 4;
    if (isItem) {
      flushParagraph();
      const isOrdered = ordered !== null;
      if (list && list.ordered !== isOrdered) flushList();
      list ??= { ordered: isOrdered, start: ordered ? Number(ordered[1]) : 1, items: [] };
      list.items.push([(bullet ? bullet[1] : ordered?.[2]) ?? ""]);
      continue;
    }
    const lastItem = list?.items[list.items.length - 1];
    if (lastItem) {
      // A line under an item continues it (indented or not), as in CommonMark's lazy lines.
      lastItem.push(line.trim());
      continue;
    }
    paragraph.push(line.trimStart());
  }
  flushParagraph();
  flushList();
  return blocks;
}

/** A paragraph that holds nothing but one image becomes a figure. */
function paragraphBlock(text: string): Block {
  const children = parseInline(text.trim());
  const [only] = children;
  if (children.length === 1 && only?.type === "image") {
    return { type: "figure", src: only.src, alt: only.alt, title: only.title };
  }
  return { type: "paragraph", children };
}

/** Parses inline syntax; unmatched markers stay as literal text. */
function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  const emphasisMemo = new Map<number, Emphasis>();
  let buffer = "";
  const pushText = (value: string) => {
    buffer += value;
  };
  const flush = () => {
    if (buffer) out.push({ type: "text", text: buffer });
    buffer = "";
  };
  const push = (node: Inline) => {
    flush();
    out.push(node);
  };

  let i = 0;
  while (i < text.length) {
    const ch = text[i] ?? "";
    const next = text[i + 1] ?? "";

    if (ch === "\\" && next === "\n") {
      push({ type: "break" });
      i += 2;
      continue;
    }
    if (ch === "\\" && ESCAPABLE.includes(next) && next !== "") {
      pushText(next);
      i += 2;
      continue;
    }
    if (ch === "\n") {
      // Two trailing spaces end a line with a hard break; otherwise a newline is a space.
      if (/ {2,}$/.test(buffer)) {
        buffer = buffer.replace(/ +$/, "");
        push({ type: "break" });
      } else {
        buffer = buffer.replace(/ +$/, "");
        pushText(" ");
      }
      i += 1;
      continue;
    }
    if (ch === "`") {
      const close = text.indexOf("`", i + 1);
      if (close > i + 1) {
        push({ type: "code", text: text.slice(i + 1, close) });
        i = close + 1;
        continue;
      }
    }
    if (ch === "!" && next === "[") {
      const parsed = parseLinkLike(text, i + 1);
      if (parsed) {
        push({ type: "image", src: parsed.destination, alt: parsed.label, title: parsed.title });
        i = parsed.end;
        continue;
      }
    }
    if (ch === "[") {
      const parsed = parseLinkLike(text, i);
      if (parsed) {
        push({ type: "link", href: parsed.destination, children: parseInline(parsed.label) });
        i = parsed.end;
        continue;
      }
    }
    if (ch === "*" || ch === "_") {
      const emphasis = parseEmphasis(text, i, emphasisMemo);
      if (emphasis) {
        push(emphasis.node);
        i = emphasis.end;
        continue;
      }
    }
    pushText(ch);
    i += 1;
  }
  flush();
  return out;
}

/**
 * Emphasis or a link label longer than this stays literal text: it bounds the work that a
 * pathological body (thousands of unmatched markers) can cause to O(length x span).
 */
const MAX_SPAN = 1000;

type LinkLike = { label: string; destination: string; title?: string; end: number };

/** `[label](destination "title")` starting at the `[`; null when it is not one. */
function parseLinkLike(text: string, open: number): LinkLike | null {
  let depth = 0;
  let close = -1;
  const limit = Math.min(text.length, open + MAX_SPAN);
  for (let j = open; j < limit; j += 1) {
    const c = text[j];
    if (c === "\\") {
      j += 1;
    } else if (c === "[") {
      depth += 1;
    } else if (c === "]") {
      depth -= 1;
      if (depth === 0) {
        close = j;
        break;
      }
    }
  }
  if (close < 0 || text[close + 1] !== "(") return null;

  // A destination and title are bounded too (URLs longer than this are not worth supporting).
  const tail = Math.min(text.length, close + 2 * MAX_SPAN);
  let j = close + 2;
  while (text[j] === " ") j += 1;
  let destination = "";
  if (text[j] === "<") {
    const end = text.indexOf(">", j);
    if (end < 0 || end > tail) return null;
    destination = text.slice(j + 1, end);
    j = end + 1;
  } else {
    let parens = 0;
    while (j < tail) {
      const c = text[j] ?? "";
      if (/\s/.test(c)) break;
      if (c === "(") parens += 1;
      if (c === ")") {
        if (parens === 0) break;
        parens -= 1;
      }
      destination += c;
      j += 1;
    }
  }
  while (text[j] === " ") j += 1;
  let title: string | undefined;
  const quote = text[j];
  if (quote === '"' || quote === "'") {
    const end = text.indexOf(quote, j + 1);
    if (end < 0 || end > tail) return null;
    title = text.slice(j + 1, end);
    j = end + 1;
    while (text[j] === " ") j += 1;
  }
  if (text[j] !== ")") return null;
  return { label: text.slice(open + 1, close), destination, title, end: j + 1 };
}

const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

type Emphasis = { node: Inline; end: number } | null;

/**
 * `**strong**`, `*em*` (or with underscores) starting at `start`; null when unmatched. Results are
 * kept by index for the text, so a failed opener is never scanned twice (O(length x span)).
 */
function parseEmphasis(text: string, start: number, memo: Map<number, Emphasis>): Emphasis {
  const known = memo.get(start);
  if (known !== undefined) return known;
  const result = scanEmphasis(text, start, memo);
  memo.set(start, result);
  return result;
}

function scanEmphasis(text: string, start: number, memo: Map<number, Emphasis>): Emphasis {
  const marker = text[start] ?? "";
  const double = text[start + 1] === marker;
  const delimiter = double ? marker + marker : marker;
  const contentStart = start + delimiter.length;
  const first = text[contentStart];
  // Opening markers must touch their text, and underscores inside words (snake_case) are literal.
  if (first === undefined || /\s/.test(first)) return null;
  if (marker === "_" && isWordChar(text[start - 1])) return null;

  const limit = Math.min(text.length, contentStart + MAX_SPAN);
  for (let j = contentStart + 1; j < limit; j += 1) {
    const c = text[j];
    if (c === "\\") {
      j += 1;
      continue;
    }
    if (c === "`") {
      const close = text.indexOf("`", j + 1);
      if (close > j) j = close;
      continue;
    }
    if (c !== marker) continue;
    if (!double && text[j + 1] === marker) {
      // A `**` inside `*…*` opens a nested strong: skip past it (or past the stray pair).
      const inner = parseEmphasis(text, j, memo);
      j = inner ? inner.end - 1 : j + 1;
      continue;
    }
    if (/\s/.test(text[j - 1] ?? " ")) continue;
    if (double && text[j + 1] !== marker) continue;
    const end = j + delimiter.length;
    if (marker === "_" && isWordChar(text[end])) continue;
    const children = parseInline(text.slice(contentStart, j));
    return { node: { type: double ? "strong" : "em", children }, end };
  }
  return null;
}
