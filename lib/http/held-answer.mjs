// Node only (server.mjs's answers), plain JavaScript so that server.mjs can run it; checked by
// tsc through its JSDoc types (tsconfig.json's checkJs list). Wraps a node:http answer: once its head is known (at its first write, flush
// or end), `choose()` says "pass" (it goes out untouched, streaming) or "hold" (its body is
// gathered), and a held answer is handed at its end to `finish(body, send)`, where
// `send(body)` writes the head as `res` then stands and that body. lib/security/hashed-responses
// holds the prerendered pages to hash their scripts; server/late-not-found holds Next's empty
// 404 shell to send the store's 404 page instead.

/** @typedef {import("node:http").ServerResponse} ServerResponse */

/**
 * @typedef {object} HoldChoice
 * @property {() => "pass" | "hold"} choose called once, when the head is known
 * @property {(body: Buffer, send: (body: Buffer) => void) => void} finish a held answer's body
 */

/**
 * The four methods wrapped, as callers use them: Node declares each with several overloads,
 * which no single wrapper function matches, so the wrappers take and forward what they are given.
 * @typedef {object} WrappedMethods
 * @property {(...args: unknown[]) => ServerResponse} writeHead
 * @property {(...args: unknown[]) => boolean} write
 * @property {(...args: unknown[]) => ServerResponse} end
 * @property {() => void} flushHeaders
 */

/**
 * @param {ServerResponse} res
 * @param {HoldChoice} choice
 * @returns {void}
 */
export function holdAnswer(res, { choose, finish }) {
  const wrapped = /** @type {WrappedMethods} */ (/** @type {unknown} */ (res));
  const original = {
    writeHead: wrapped.writeHead,
    write: wrapped.write,
    end: wrapped.end,
    flushHeaders: wrapped.flushHeaders,
  };
  /**
   * "pass", "hold", or "done" once a held answer went to `finish`.
   * @type {"pass" | "hold" | "done" | null}
   */
  let mode = null;
  let headWritten = false;
  /** @type {Buffer[]} */
  const chunks = [];

  const decide = () => {
    if (mode) return mode;
    mode = choose() === "hold" ? "hold" : "pass";
    if (mode === "pass" && headWritten) original.writeHead.call(res, res.statusCode);
    return mode;
  };
  /** @param {unknown} chunk @param {unknown} encoding */
  const keep = (chunk, encoding) => {
    const buffer = bufferOf(chunk, encoding);
    if (buffer) chunks.push(buffer);
  };

  // The wrappers stay in place once the mode is known, forwarding: Next's compression wraps
  // them in turn (it is installed after this), and putting the originals back would unhook it.
  // Headers are applied to `res` and sent only once the mode is known.
  wrapped.writeHead = function writeHead(...args) {
    if (mode && mode !== "hold") return original.writeHead.apply(res, args);
    const [status, ...rest] = args;
    takeHead(res, Number(status), rest);
    headWritten = true;
    return res;
  };
  wrapped.flushHeaders = function flushHeaders() {
    if (decide() !== "hold") original.flushHeaders.call(res);
  };
  wrapped.write = function write(...args) {
    if (decide() !== "hold") return original.write.apply(res, args);
    const [chunk, encoding, callback] = args;
    keep(chunk, encoding);
    const done = typeof encoding === "function" ? encoding : callback;
    if (typeof done === "function") process.nextTick(done);
    return true;
  };
  wrapped.end = function end(...args) {
    if (decide() !== "hold") return original.end.apply(res, args);
    const [chunk, encoding] = args;
    const done = args.find((item) => typeof item === "function");
    keep(chunk, encoding);
    mode = "done";
    finish(Buffer.concat(chunks), (body) => {
      res.setHeader("content-length", body.length);
      res.removeHeader("transfer-encoding");
      original.writeHead.call(res, res.statusCode);
      original.end.call(res, body, done);
    });
    return res;
  };
}

/** @param {unknown} value a header value as a caller of writeHead gave it */
const headerValue = (value) =>
  typeof value === "number" ? value : Array.isArray(value) ? value.map(String) : String(value);

/**
 * `writeHead(status, [message], [headers])`'s status and headers put on `res` itself (an object
 * or Node's flat array), so that wrappers decide on the head before it is sent.
 * @param {ServerResponse} res
 * @param {number} status
 * @param {readonly unknown[]} rest what followed the status: a message, headers, or both
 * @returns {void}
 */
export function takeHead(res, status, rest) {
  res.statusCode = status;
  const headers = rest.find((item) => typeof item === "object" && item !== null);
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) {
      res.setHeader(String(headers[i]), headerValue(headers[i + 1]));
    }
  } else if (headers) {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, headerValue(value));
  }
}

/**
 * A `write`/`end` chunk as a Buffer; null when the call carried none (only a callback).
 * @param {unknown} chunk
 * @param {unknown} [encoding]
 * @returns {Buffer | null}
 */
export function bufferOf(chunk, encoding) {
  if (chunk === undefined || chunk === null || typeof chunk === "function") return null;
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  if (typeof chunk === "string") {
    return Buffer.from(
      chunk,
      typeof encoding === "string" && Buffer.isEncoding(encoding) ? encoding : "utf8",
    );
  }
  // What Node's own write refuses (ERR_INVALID_ARG_TYPE).
  throw new TypeError(`A response chunk must be a string, Buffer or Uint8Array`);
}
