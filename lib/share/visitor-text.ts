import { brand } from "../brand";

/**
 * Rules for the words a visitor puts into a mail the store sends for them (issue 23). Pure, so
 * the share dialog checks exactly what the server checks.
 *
 * The mail goes from our domain to an address the visitor types. Mail programs turn anything that
 * looks like an address into a link (`evil.co/login`, `ada@evil.co`, `10.0.0.1`), and people
 * follow the usual disguises (`hxxp`, `evil[.]co`), so none of them may appear: the only link in
 * the mail is ours.
 */

/** Zero-width and other invisible characters that would split a word the eye reads as one. */
const INVISIBLE =
  /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0]/gu;
/**
 * Characters that read as a full stop in a host name (NFKC already folds the full-width and small
 * forms): the ideographic and other scripts' full stops, leaders, middle and operator dots.
 */
const LOOKALIKE_DOTS =
  /[\u00b7\u0589\u06d4\u0701\u0702\u2024\u2027\u2219\u22c5\u3002\uff61\u30fb\uff65]/gu;
/** `evil[.]co`, `evil(dot)co`, `evil{.}co`: the disguises that ask a reader to put the dot back. */
const BRACKETED_DOTS = /\s*[[({<]\s*(?:\.|dot)\s*[\])}>]\s*/giu;

/** The text as a reader (or a mail program) would take it, for checking only. */
function readableForm(value: string): string {
  return value
    .normalize("NFKC")
    .replace(INVISIBLE, "")
    .replace(LOOKALIKE_DOTS, ".")
    .replace(BRACKETED_DOTS, ".");
}

const LABEL = "[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?";
const ADDRESS_PATTERNS: RegExp[] = [
  // A scheme, written out or disguised: http:, hxxps, h**p, ftp://, mailto:, any "x://".
  /\bh(?:tt|xx|\*\*|\.\.)ps?\b/iu,
  /\b[a-z][a-z0-9+.-]*:\/\//iu,
  /\b(?:mailto|ftp|file|data|javascript):/iu,
  /\bwww\d?\b/iu,
  // A host name: labels joined by dots, ending in a top-level domain of letters (bare domains,
  // punycode and e-mail addresses included). "e.g." and "1.5" are not host names.
  new RegExp(`${LABEL}(?:\\.${LABEL})*\\.\\p{L}{2,}(?![\\p{L}\\p{N}])`, "iu"),
  // An e-mail address however its domain is written.
  /[^\s@]+@[^\s@]+/u,
  // An IPv4 address, dotted (the lookalike dots already read as dots).
  /\b\d{1,3}(?:\.\d{1,3}){3}\b/u,
];

/** Whether the text holds anything a mail program or a reader could take as an address or link. */
export function hasAddressLike(value: string): boolean {
  const readable = readableForm(value);
  return ADDRESS_PATTERNS.some((pattern) => pattern.test(readable));
}

/**
 * Letters and digits that stand in for others in a name meant to look like ours: digits and signs
 * for letters, and Cyrillic and Greek letters drawn like Latin ones. `i`, `l`, `1`, `|` and `!`
 * all read as one stroke, so all become `l`.
 */
const LOOKALIKE_LETTERS: Record<string, string> = {
  "0": "o",
  "1": "l",
  i: "l",
  "|": "l",
  "!": "l",
  "3": "e",
  "4": "a",
  "@": "a",
  "5": "s",
  $: "s",
  "7": "t",
  "+": "t",
  а: "a",
  е: "e",
  ё: "e",
  о: "o",
  р: "p",
  с: "c",
  т: "t",
  х: "x",
  і: "l",
  ї: "l",
  ӏ: "l",
  у: "y",
  α: "a",
  ε: "e",
  ο: "o",
  τ: "t",
  ι: "l",
  ν: "v",
  ρ: "p",
  κ: "k",
  ԁ: "d",
  ɑ: "a",
};

/** The name's shape with case, accents, spacing, punctuation and lookalikes taken away. */
function nameSkeleton(value: string): string {
  const plain = readableForm(value).normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  return [...plain]
    .map((char) => LOOKALIKE_LETTERS[char] ?? char)
    .join("")
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/**
 * Our whole name, however it is spaced, and its distinctive word within any one word of the name:
 * "Ardent Security" speaks for us as surely as "Atelier Ardent Security" does, while "Richard
 * Entwistle" (whose letters run "…ardent…" once the space is gone) does not. "Atelier" alone is an
 * ordinary word.
 */
const BRAND_NAME = nameSkeleton(brand.name);
const BRAND_WORD = nameSkeleton(brand.name.split(" ").at(-1) ?? brand.name);

/** Whether a sender's name contains our name, however it is spelt or disguised. */
export function claimsBrand(name: string): boolean {
  if (nameSkeleton(name).includes(BRAND_NAME)) return true;
  return readableForm(name)
    .split(/\s+/u)
    .some((word) => nameSkeleton(word).includes(BRAND_WORD));
}
