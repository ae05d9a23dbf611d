import { randomInt } from "node:crypto";

/** No 0/O, 1/I/L: an order number is read out on the phone to client care. */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A random order number such as `AA-7K3M9Q2P`; unguessable, so it reveals no order volume. */
export function newOrderNumber(): string {
  let out = "";
  for (let i = 0; i < 8; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return `AA-${out}`;
}
