import { createHash } from "node:crypto";

/**
 * Deterministic UUIDs for seeded rows (RFC 4122 layout, version 5-style from SHA-1): the same
 * natural key always yields the same id, so seeding twice inserts nothing the second time, and
 * start-up can tell a demo row from a row an operator made with the same name.
 */
export function seedId(...parts: string[]): string {
  const hex = createHash("sha1")
    .update(`atelier-seed:${parts.join("/")}`)
    .digest("hex");
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}
