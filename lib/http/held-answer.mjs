// Node only (server.mjs's answers), plain JavaScript so that server.mjs can run it; typed by
// held-answer.d.mts. Wraps a node:http answer: once its head is known (at its first write, flush
// or end), `choose()` says "pass" (it goes out untouched, streaming) or "hold" (its body is
// gathered), and a held answer is handed at its end to `finish(body, send)`, where
// `send(body)` writes the head as `res` then stands and that body. lib/security/hashed-responses
// holds the prerendered pages to hash their scripts; server/late-not-found holds Next's empty
// 404 shell to send the store's 404 page instead.
export function holdAnswer(res, { choose, finish }) {
  const original = {
    writeHead: res.writeHead,
    write: res.write,
    end: res.end,
    flushHeaders: res.flushHeaders,
  };
  /** "pass", "hold", or "done" once a held answer went to `finish`. */
  let mode = null;
  let headWritten = false;
  const chunks = [];

  const decide = () => {
    if (mode) return mode;
    mode = choose() === "hold" ? "hold" : "pass";
    if (mode === "pass" && headWritten) original.writeHead.call(res, res.statusCode);
    return mode;
  };
  const keep = (chunk, encoding) => {
    const buffer = bufferOf(chunk, encoding);
    if (buffer) chunks.push(buffer);
  };

  // The wrappers stay in place once the mode is known, forwarding: Next's compression wraps
  // them in turn (it is installed after this), and putting the originals back would unhook it.
  // Headers are applied to `res` and sent only once the mode is known.
  res.writeHead = function writeHead(status, ...rest) {
    if (mode && mode !== "hold") return original.writeHead.call(res, status, ...rest);
    takeHead(res, status, rest);
    headWritten = true;
    return res;
  };
  res.flushHeaders = function flushHeaders() {
    if (decide() !== "hold") original.flushHeaders.call(res);
  };
  res.write = function write(chunk, encoding, callback) {
    if (decide() !== "hold") return original.write.call(res, chunk, encoding, callback);
    keep(chunk, encoding);
    const done = typeof encoding === "function" ? encoding : callback;
    if (typeof done === "function") process.nextTick(done);
    return true;
  };
  res.end = function end(chunk, encoding, callback) {
    if (decide() !== "hold") return original.end.call(res, chunk, encoding, callback);
    const done = [chunk, encoding, callback].find((item) => typeof item === "function");
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

/**
 * `writeHead(status, [message], [headers])`'s status and headers put on `res` itself (an object
 * or Node's flat array), so that wrappers decide on the head before it is sent.
 */
export function takeHead(res, status, rest) {
  res.statusCode = status;
  const headers = rest.find((item) => typeof item === "object" && item !== null);
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
  } else if (headers) {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  }
}

/** A `write`/`end` chunk as a Buffer; null when the call carried none (only a callback). */
export function bufferOf(chunk, encoding) {
  if (chunk === undefined || chunk === null || typeof chunk === "function") return null;
  return Buffer.isBuffer(chunk)
    ? chunk
    : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8");
}
