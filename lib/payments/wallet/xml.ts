import "server-only";
import { XMLParser } from "fast-xml-parser";

/** An element: its child elements by tag (each tag's in document order), or its text. */
export type XmlNode = string | { [tag: string]: XmlNode[] };

// Every tag as a list, so one member and several read alike; values stay text (ids and amounts
// are never numbers to us); the provider's namespace and attributes carry nothing we read.
const parser = new XMLParser({
  ignoreAttributes: true,
  ignoreDeclaration: true,
  parseTagValue: false,
  removeNSPrefix: true,
  isArray: () => true,
});

export function parseXml(xml: string): XmlNode {
  return parser.parse(xml) as XmlNode;
}

/** The children named `tag` of the nearest level below `node` that has any (direct ones first). */
function below(node: XmlNode, tag: string): XmlNode[] {
  let level: XmlNode[] = [node];
  while (level.length > 0) {
    const found = level.flatMap((n) => (typeof n === "string" ? [] : (n[tag] ?? [])));
    if (found.length > 0) return found;
    level = level.flatMap((n) => (typeof n === "string" ? [] : Object.values(n).flat()));
  }
  return [];
}

/** The first element at `path`, each step searched below the last (its children first). */
export function xmlNode(node: XmlNode | null, ...path: string[]): XmlNode | null {
  let at = node;
  for (const tag of path) {
    if (at === null) return null;
    at = below(at, tag)[0] ?? null;
  }
  return at;
}

/** The text of the element at `path`, or null when it is missing or holds elements. */
export function xmlText(node: XmlNode | null, ...path: string[]): string | null {
  const found = xmlNode(node, ...path);
  return typeof found === "string" ? found : null;
}

/** The texts of the `tag` elements inside the element at `path` (an IdList's members). */
export function xmlTexts(node: XmlNode | null, tag: string, ...path: string[]): string[] {
  const scope = xmlNode(node, ...path);
  if (scope === null || typeof scope === "string") return [];
  return (scope[tag] ?? []).filter((child): child is string => typeof child === "string");
}
