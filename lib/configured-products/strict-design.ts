import type { CatalogueProductDetail } from "@/lib/catalogue/types";
import { decodeState, encodeState, indexProduct, type ConfiguratorState } from "@/lib/configurator";

export const MESSAGE_FOREIGN_DESIGN = "The design names options that do not belong to this bag.";
export const MESSAGE_UNREADABLE_DESIGN = "The design could not be read; please reload the page.";
export const MESSAGE_RULE_BREAKING_DESIGN =
  "The design combines choices this bag does not allow; please review it and save again.";

const MAX_VALUE_LENGTH = 8000;
const MAX_TOKENS = 400;
const ID_TOKEN = /^[vony]([A-Za-z0-9-]+|_[A-Za-z0-9_-]+)$/;
const FIELD = /^([A-Za-z0-9-]+|_[A-Za-z0-9_-]*)$/;

export type StrictDesign =
  { ok: true; state: ConfiguratorState; design: string } | { ok: false; message: string };

/**
 * decodeState is forgiving on purpose (a hand-edited URL must still open the configurator), so it
 * silently drops unknown ids and choices the rules forbid. A save must not be forgiving: the
 * shopper would be told their design was kept while part of it was thrown away. So the raw tokens
 * are read here first, and the decoded design must still contain every one of them.
 */
export function readStrictDesign(product: CatalogueProductDetail, raw: string): StrictDesign {
  if (raw.length > MAX_VALUE_LENGTH) return { ok: false, message: MESSAGE_UNREADABLE_DESIGN };
  const tokens = raw.split(".");
  if (tokens[0] !== "2" || tokens.length > MAX_TOKENS) {
    return { ok: false, message: MESSAGE_UNREADABLE_DESIGN };
  }
  const index = indexProduct(product);
  const body = tokens.slice(1);
  for (const token of body) {
    if (token.startsWith("p")) {
      const fields = token.slice(1).split("~");
      if (fields.length !== 4 || !fields.slice(0, 3).every((f) => FIELD.test(f))) {
        return { ok: false, message: MESSAGE_UNREADABLE_DESIGN };
      }
      if (fields[3] !== "0" && fields[3] !== "1") {
        return { ok: false, message: MESSAGE_UNREADABLE_DESIGN };
      }
      if (!index.personalizableOwner.has(fields[0] ?? "")) {
        return { ok: false, message: MESSAGE_FOREIGN_DESIGN };
      }
      continue;
    }
    if (!ID_TOKEN.test(token)) return { ok: false, message: MESSAGE_UNREADABLE_DESIGN };
    // The catalogue's ids are UUIDs, written plain; an escaped id cannot belong to this bag.
    const tag = token.charAt(0);
    const id = token.slice(1);
    const known =
      tag === "v"
        ? index.variantOwner.has(id)
        : tag === "o"
          ? index.optionOwner.has(id)
          : index.byId.has(id);
    if (!known) return { ok: false, message: MESSAGE_FOREIGN_DESIGN };
  }

  const state = decodeState(product, raw);
  const design = encodeState(state);
  const kept = new Set(design.split("."));
  for (const token of body) {
    if (token.startsWith("p")) {
      // Text cut to max_length or a type the bag does not offer also counts as a broken rule;
      // only the "done" flag may drop (it means nothing for blank text).
      const [pid, type, text] = token.slice(1).split("~");
      const prefix = `p${pid}~${type}~${text}~`;
      if (![...kept].some((k) => k.startsWith(prefix))) {
        return { ok: false, message: MESSAGE_RULE_BREAKING_DESIGN };
      }
    } else if (!kept.has(token)) {
      return { ok: false, message: MESSAGE_RULE_BREAKING_DESIGN };
    }
  }
  return { ok: true, state, design };
}
