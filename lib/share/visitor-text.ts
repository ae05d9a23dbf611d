import { distance } from "fastest-levenshtein";
import tlds from "tlds";
import { brand } from "../brand";

/**
 * Rules for the words a visitor puts into a mail the store sends for them (issues 23 and 35).
 * Pure, so the share dialog checks what the server checks; the server adds readings that need
 * Unicode's confusables data (lookalikes.ts), too big for the dialog's bundle.
 *
 * The mail goes from our domain to an address the visitor types. Mail programs turn anything that
 * looks like an address into a link (`evil.co/login`, `ada@evil.co`, `10.0.0.1`), and people
 * follow the usual disguises (`hxxp`, `evil[.]co`, `evil dot co`, `h t t p s`), so none of them
 * may appear: the only link in the mail is ours. Nor may a phone number: a stranger's number in a
 * mail from us reads as ours.
 */

/**
 * A reading of the text: another form in which a reader may see it (its confusables skeleton,
 * its displayed order under bidirectional controls). Every rule is checked on every reading.
 */
export type Reading = (value: string) => string;

/** Zero-width, invisible and bidirectional formatting characters that split or reorder words. */
const INVISIBLE =
  /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\u{e0000}-\u{e007f}]/gu;
/**
 * Characters that read as a full stop in a host name (NFKC already folds the full-width and small
 * forms): other scripts' full stops, leaders, middle, word-separator and operator dots, bullets.
 */
const LOOKALIKE_DOTS =
  /[\u00b7\u0387\u0589\u06d4\u0701\u0702\u16eb\u2022\u2024\u2027\u2219\u22c5\u2e31\u3002\uff61\u30fb\uff65\ua78f]/gu;
/** Characters that read as a colon (`https꞉//`), or as a dot raised off the line (`evil꞉com`). */
const LOOKALIKE_COLONS = /[\u02d0\u02f8\u0703\u0704\u2236\ua789\ufe30]/gu;
/** `evil[.]co`, `evil(dot)co`, `evil{.}co`: the disguises that ask a reader to put the dot back. */
const BRACKETED_DOTS = /\s*[[({<]\s*(?:\.|d[o0]t)\s*[\])}>]\s*/giu;

/** The text as a reader (or a mail program) would take it, for checking only. */
function readableForm(value: string, colonAs: ":" | "." = ":"): string {
  return value
    .normalize("NFKC")
    .replace(INVISIBLE, "")
    .replace(LOOKALIKE_DOTS, ".")
    .replace(LOOKALIKE_COLONS, colonAs)
    .replace(BRACKETED_DOTS, ".");
}

/** Horizontal white space: a line break ends a sentence or list item, never joins labels. */
const H = "[^\\S\\r\\n]";
/**
 * Three or more single characters set apart by spaces (`h t t p s : / /`, `e v i l . c o m`):
 * read with the spaces taken out. Ordinary text has no such runs beyond initials ("J R R").
 */
const SPACED_OUT = new RegExp(`(?<!\\S)(?:\\S${H}{1,3}){2,}\\S(?!\\S)`, "gu");

function closedUp(value: string): string {
  return value.replace(SPACED_OUT, (run) => run.replace(new RegExp(`${H}+`, "gu"), ""));
}

/** Every form of the text the rules look at: each reading, as written and with spacing closed up. */
function formsOf(value: string, readings: readonly Reading[]): string[] {
  const forms = new Set<string>();
  for (const read of [(text: string) => text, ...readings]) {
    // Read before the invisible characters go: the bidirectional controls decide the order.
    const seen = read(value.normalize("NFKC"));
    for (const readable of [readableForm(seen), readableForm(seen, ".")]) {
      forms.add(readable);
      forms.add(closedUp(readable));
    }
  }
  return [...forms];
}

const LABEL = "[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?";
/**
 * Top-level domains a loose separator (` . `, ` dot `) must end in to count: every two-letter
 * country code and the generic ones that phishing mail uses most. A tight dot (`evil.co`) counts
 * before any letters; a spaced one only before these, so "polka dot bag" and "strap • gold" pass.
 */
const GENERIC_TLDS = [
  "com",
  "net",
  "org",
  "info",
  "biz",
  "edu",
  "gov",
  "mil",
  "int",
  "name",
  "pro",
  "mobi",
  "app",
  "dev",
  "xyz",
  "top",
  "site",
  "online",
  "shop",
  "store",
  "live",
  "link",
  "click",
  "club",
  "icu",
  "vip",
  "win",
  "work",
  "buzz",
  "sbs",
  "cfd",
  "bond",
];
const LOOSE_TLDS = [...tlds.filter((tld) => /^[a-z]{2}$/u.test(tld)), ...GENERIC_TLDS].join("|");
/** ` . ` or ` .` (a space before the dot: prose never has one) and the word "dot" between spaces. */
const LOOSE_DOT = `(?:${H}+\\.${H}*|${H}+d[o0]t${H}+)`;

const ADDRESS_PATTERNS: RegExp[] = [
  // A scheme, written out or disguised: http:, hxxps, h**p, ftp://, mailto:, any "x://".
  /\bh(?:tt|xx|\*\*|\.\.)ps?\b/iu,
  /\b[a-z][a-z0-9+.-]*:\s*\/\s*\//iu,
  /\b(?:mailto|ftp|file|data|javascript):/iu,
  /\bwww\d?\b/iu,
  // A host name: labels joined by dots, ending in a top-level domain of letters (bare domains,
  // punycode and e-mail addresses included). "e.g." and "1.5" are not host names.
  new RegExp(`${LABEL}(?:\\.${LABEL})*\\.\\p{L}{2,}(?![\\p{L}\\p{N}])`, "iu"),
  // The same with spaced or spelt-out dots: `evil . com`, `evil dot com`, `evil • co`.
  new RegExp(
    `${LABEL}(?:${LOOSE_DOT}${LABEL})*${LOOSE_DOT}(?:${LOOSE_TLDS})(?![\\p{L}\\p{N}])`,
    "iu",
  ),
  // An e-mail address however its domain is written.
  /[^\s@]+@[^\s@]+/u,
  // An IPv4 address, dotted (the lookalike dots already read as dots).
  /\b\d{1,3}(?:\.\d{1,3}){3}\b/u,
];

/** Whether the text holds anything a mail program or a reader could take as an address or link. */
export function hasAddressLike(value: string, readings: readonly Reading[] = []): boolean {
  return formsOf(value, readings).some((form) =>
    ADDRESS_PATTERNS.some((pattern) => pattern.test(form)),
  );
}

/** Any script's decimal digit as an ASCII one (NFKC leaves `٣` and `३` as they are). */
function asciiDigits(value: string): string {
  return value.replace(/\p{Nd}/gu, (digit) => {
    // Unicode encodes each script's digits 0-9 as one run: count back to the run's start.
    let start = digit.codePointAt(0) ?? 0;
    while (/\p{Nd}/u.test(String.fromCodePoint(start - 1))) start -= 1;
    return String(((digit.codePointAt(0) ?? 0) - start) % 10);
  });
}

/** A day and a month in either order (28.11, 11/28), so "31.12.2026" is a date and "45.67.8901" is not. */
const DAY = "(?:0?[1-9]|[12]\\d|3[01])";
const MONTH = "(?:0?[1-9]|1[0-2])";
/** A group of digits in an amount: up to 999 999 and cents; more digits after it are not money. */
const AMOUNT =
  "(?:\\d{1,3}(?:[.,' \\u00a0\\u202f]\\d{3})?|\\d{4,6})(?:[.,]\\d{1,2})?(?![.,' \\u00a0\\u202f]?\\d)";
const CURRENCY = "(?:\\p{Sc}|\\b(?:USD|EUR|GBP|CHF|JPY)\\b)";
/**
 * Digit groups that are not phone numbers: dates (28.11.2026, 11/28/26, 2026-11-28), year spans
 * (2025-2026) and amounts next to a currency sign or code ($1,250.00, 1 250,00 €). An amount is
 * at most six digits: "$212 555 0123" is still a phone number.
 */
const NOT_PHONE: RegExp[] = [
  new RegExp(`\\b\\d{4}[./-]${MONTH}[./-]${DAY}\\b`, "gu"),
  new RegExp(`\\b(?:${DAY}[./-]${MONTH}|${MONTH}[./-]${DAY})[./-](?:\\d{4}|\\d{2})\\b`, "gu"),
  /\b(?:19|20)\d{2}\s?[-–]\s?(?:19|20)\d{2}\b/gu,
  new RegExp(`${CURRENCY}\\s?${AMOUNT}`, "giu"),
  new RegExp(
    `(?<!\\d[.,' \\u00a0\\u202f]?)${AMOUNT}\\s?(?:${CURRENCY}|\\b(?:dollars?|euros?|pounds?)\\b)`,
    "giu",
  ),
];
/**
 * A phone number in any country's format: seven or more digits with nothing between them but
 * what numbers are written with (spaces, dots, dashes, brackets, a leading +). Seven is the
 * shortest subscriber number in common use; a price or a date is taken out first.
 */
const PHONE = new RegExp(`\\+?\\(?\\d(?:(?:${H}|[.\\-()\\u2010-\\u2015]){0,3}\\d){6,}`, "u");

/** Whether the text holds a phone number, however it is spaced or whatever digits it uses. */
export function hasPhoneNumber(value: string, readings: readonly Reading[] = []): boolean {
  return formsOf(value, readings).some((form) => {
    const digits = NOT_PHONE.reduce((text, shape) => text.replace(shape, " "), asciiDigits(form));
    return PHONE.test(digits);
  });
}

/**
 * Digits and signs that stand in for letters in a name meant to look like ours, and the Cyrillic
 * and Greek letters drawn like Latin ones (the server's confusables skeleton covers every script;
 * these keep the dialog's own check useful). `i`, `l`, `1`, `|` and `!` read as one stroke.
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
function nameShape(value: string): string {
  const plain = readableForm(value).normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  return [...plain]
    .map((char) => LOOKALIKE_LETTERS[char] ?? char)
    .join("")
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/** The smallest edit distance between `target` and any stretch of `text` about its length. */
function nearestStretch(text: string, target: string, slack: number): number {
  let best = distance(text, target);
  for (let length = target.length - slack; length <= target.length + slack; length += 1) {
    for (let start = 0; start + length <= text.length; start += 1) {
      best = Math.min(best, distance(text.slice(start, start + length), target));
    }
  }
  return best;
}

/**
 * Our whole name, however it is spaced or misspelt ("Atelier Ardant": two edits in our
 * thirteen letters), and its distinctive word exactly within any one word of the name: "Ardent
 * Security" speaks for us as surely as "Atelier Ardent Security" does, while "Richard Entwistle"
 * (whose letters run "…ardent…" once the space is gone) and "Fanny Ardant" (one edit from the word
 * alone) do not. "Atelier" alone is an ordinary word.
 */
const BRAND_WORD = brand.name.split(" ").at(-1) ?? brand.name;
const MISSPELLINGS = Math.floor(nameShape(brand.name).length / 6);

/** Whether a sender's name contains our name, however it is spelt, disguised or reordered. */
export function claimsBrand(name: string, readings: readonly Reading[] = []): boolean {
  return [(text: string) => text, ...readings].some((read) => {
    // The brand is read the same way as the name, so both skeletons speak one alphabet.
    const whole = nameShape(read(brand.name));
    const word = nameShape(read(BRAND_WORD));
    const seen = readableForm(read(name.normalize("NFKC")));
    if (nearestStretch(nameShape(seen), whole, MISSPELLINGS) <= MISSPELLINGS) return true;
    const parts = closedUp(seen).split(/\s+/u).map(nameShape);
    return parts.some((part, start) => part.includes(word) || spelledAcross(parts, start, word));
  });
}

/**
 * Whether words from `start` on spell exactly `word` together ("Ar dent", "Ard ent"): a word
 * broken by spaces, but only at word edges, so "Richard Entwistle" keeps its "…ard ent…".
 */
function spelledAcross(parts: string[], start: number, word: string): boolean {
  let joined = "";
  for (const part of parts.slice(start)) {
    joined += part;
    if (joined === word) return true;
    if (!word.startsWith(joined)) return false;
  }
  return false;
}
