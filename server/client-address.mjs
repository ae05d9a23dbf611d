// The client address server.mjs hands the app for rate limits and throttles. Plain ESM
// JavaScript, because node runs server.mjs without a build; checked by tsc through its JSDoc types
// (tsconfig.json's checkJs list).

/**
 * The parts of a node:http request clientAddress reads (an IncomingMessage fits).
 * @typedef {object} Peer
 * @property {{ remoteAddress?: string | undefined }} socket
 * @property {import("node:http").IncomingHttpHeaders} headers
 */

/**
 * TRUST_PROXY: how many proxies in front of the server append to X-Forwarded-For (0 to 10).
 * @param {string | undefined} value
 * @returns {number}
 */
export function trustedHopsFrom(value) {
  const hops = Number.parseInt(value || "0", 10) || 0;
  return Math.max(0, Math.min(10, hops));
}

/**
 * `::ffff:192.0.2.1`, an IPv4 peer on a dual-stack socket, is the IPv4 client `192.0.2.1`.
 * @param {string} address
 */
const unmapped = (address) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");

/**
 * The socket's peer or, with `trustedHops` proxies in front, the address the outermost trusted
 * proxy saw: the entry that many places from the right of X-Forwarded-For plus the socket.
 * Entries further left were written by the client, so they never count; with no trusted hop the
 * header is ignored altogether.
 * @param {Peer} req
 * @param {number} trustedHops
 * @returns {string}
 */
export function clientAddress(req, trustedHops) {
  const socket = unmapped(req.socket.remoteAddress || "");
  if (trustedHops === 0) return socket;
  const header = req.headers["x-forwarded-for"];
  const forwarded = (Array.isArray(header) ? header.join(",") : String(header || ""))
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const chain = [...forwarded, socket];
  return unmapped(chain[Math.max(0, chain.length - 1 - trustedHops)] || socket);
}
