import "server-only";
import bidiFactory from "bidi-js";
import unhomoglyph from "unhomoglyph";
import type { Reading } from "./visitor-text";

/**
 * The server's readings of a visitor's text (issue 35): what Unicode's confusables data and
 * bidirectional algorithm say a reader sees. Server-only: the confusables table is ~100 kB of
 * JSON, too much for the share dialog, which checks the plain forms and shows the server's 422.
 *
 * unhomoglyph maps each character to its prototype in Unicode's confusables.txt (UTS #39, data
 * 13.0.0); wrapped in NFD before and after, as the standard's skeleton() is. bidi-js is the
 * Unicode Bidirectional Algorithm (UAX #9), so a right-to-left override is read in the order it
 * is displayed.
 */

/**
 * Latin small capitals: confusables.txt maps them only in a few cases (it compares shapes with
 * case kept, and `ᴀ` has no case partner), yet in a name "ᴀᴛᴇʟɪᴇʀ" reads as "ATELIER".
 */
const SMALL_CAPITALS: Record<string, string> = {
  ᴀ: "A",
  ʙ: "B",
  ᴄ: "C",
  ᴅ: "D",
  ᴇ: "E",
  ꜰ: "F",
  ɢ: "G",
  ʜ: "H",
  ɪ: "I",
  ᴊ: "J",
  ᴋ: "K",
  ʟ: "L",
  ᴍ: "M",
  ɴ: "N",
  ᴏ: "O",
  ᴘ: "P",
  ꞯ: "Q",
  ʀ: "R",
  ꜱ: "S",
  ᴛ: "T",
  ᴜ: "U",
  ᴠ: "V",
  ᴡ: "W",
  ʏ: "Y",
  ᴢ: "Z",
};

/** UTS #39 skeleton: NFD, each character to its confusables prototype, NFD again. */
function skeleton(value: string): string {
  return unhomoglyph(value.normalize("NFD")).normalize("NFD");
}

/**
 * The skeleton of the characters outside ASCII only: for links and numbers. The full skeleton
 * turns `0` into `O` and `1` into `l`, which would make "$1,250.00" a host name; an ASCII
 * character is already what a mail program reads.
 */
function foreignSkeleton(value: string): string {
  return [...value.normalize("NFD")]
    .map((char) => (char.charCodeAt(0) < 0x80 ? char : skeleton(char)))
    .join("")
    .normalize("NFD");
}

/**
 * A name's skeleton without regard to case: confusables.txt compares shapes case by case, so
 * Coptic small `ⲛ` has no prototype while its capital `Ⲛ` is `N`. Small capitals become
 * capitals first; the caller lower-cases the result.
 */
function nameSkeleton(value: string): string {
  const capitals = [...value].map((char) => SMALL_CAPITALS[char] ?? char).join("");
  return skeleton(capitals.toUpperCase());
}

const bidi = bidiFactory();
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/** The text in the order it is displayed, one line at a time (UAX #9 reorders within a line). */
function displayed(value: string): string {
  if (!BIDI_CONTROLS.test(value) && !/[\p{Script=Hebrew}\p{Script=Arabic}]/u.test(value)) {
    return value;
  }
  return value
    .split(/(\r\n|\n|\r)/u)
    .map((line) => bidi.getReorderedString(line, bidi.getEmbeddingLevels(line, "ltr")))
    .join("");
}

/** Readings for the link, e-mail and phone-number checks. */
export const TEXT_READINGS: readonly Reading[] = [
  foreignSkeleton,
  displayed,
  (value) => foreignSkeleton(displayed(value)),
];

/** Readings for the brand check: every character to its prototype, case set aside. */
export const NAME_READINGS: readonly Reading[] = [
  ...TEXT_READINGS,
  skeleton,
  nameSkeleton,
  (value) => nameSkeleton(displayed(value)),
];
