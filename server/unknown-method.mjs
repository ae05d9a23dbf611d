// Methods the store does not speak are refused here, before Next (issue 35). Next has no answer
// of its own for them: it builds a fetch Request, which the Fetch standard forbids for TRACE (a
// TypeError: a 500 and a stack trace in the log), a route answers 400 to PROPFIND, and a page
// renders for it. Plain JavaScript, so that server.mjs can run it; checked by tsc through its
// JSDoc types.
import { STATUS_CODES } from "node:http";

/**
 * What the API speaks. A route handler that does not export one of these answers Next's own 405,
 * and OPTIONS lists that route's own methods; anything else stops here.
 */
const API_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
/**
 * What a page answers: it is read, and a payment provider's return may post to it (the store
 * has no server actions). Next would render a page for PUT or PROPFIND too; those stop here.
 * OPTIONS is left to Next (its 400), as before.
 */
const PAGE_METHODS = ["GET", "HEAD", "POST"];
const PAGE_PASSED = [...PAGE_METHODS, "OPTIONS"];

/** @param {string | undefined} url */
const isApi = (url) => Boolean(url && (url.startsWith("/api/") || url.startsWith("/sanctum/")));

/**
 * The Allow header for an address: what could be answered there.
 * @param {string | undefined} url
 */
const allowedAt = (url) => (isApi(url) ? API_METHODS : PAGE_METHODS).join(", ");

/**
 * Whether a request with `method` at `url` goes on to Next.
 * @param {string | undefined} method
 * @param {string | undefined} url
 */
export const passesToNext = (method, url) =>
  (isApi(url) ? API_METHODS : PAGE_PASSED).includes(method ?? "");

const MESSAGE = "This address does not answer that method.";

/**
 * The 405's body at an address: JSON in the API's error shape, plain text for a page.
 * @param {string | undefined} url
 */
function refusal(url) {
  return isApi(url)
    ? {
        type: "application/json",
        body: JSON.stringify({ status: "error", message: MESSAGE, code: "method_not_allowed" }),
      }
    : { type: "text/plain; charset=utf-8", body: MESSAGE };
}

/**
 * Answers 405 with Allow (RFC 9110 §15.5.6) for a method the store does not speak at this
 * address. `headers` are the ones every answer carries.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {{ key: string, value: string }[]} headers
 */
export function refuseMethod(req, res, headers) {
  for (const { key, value } of headers) res.setHeader(key, value);
  const { type, body } = refusal(req.url);
  res.writeHead(405, {
    Allow: allowedAt(req.url),
    "Cache-Control": "no-store",
    "Content-Type": type,
    "Content-Length": Buffer.byteLength(body),
  });
  res.end(body);
}

/** A request line's method and target, as RFC 9110 spells a method (a token). */
const REQUEST_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+) (\S+) HTTP\/1\.[01]\r?\n/;

/** Node's own answers to a request it could not parse (lib/_http_server.js, socketOnError). */
const PARSE_ERROR_STATUS = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * The server's `clientError` listener. Node's parser refuses a method it does not know (`BREW`)
 * before any handler runs; such a request, whose line is otherwise well formed, gets the same
 * 405 as TRACE. Every other parse error gets what Node answers without a listener (400, 408, 413,
 * 431, then the socket is closed), as its documentation's example does.
 * @param {Error & { code?: string, rawPacket?: Buffer }} error
 * @param {import("node:stream").Duplex} socket
 * @param {{ key: string, value: string }[]} headers the ones every answer carries
 */
export function answerUnparsedRequest(error, socket, headers) {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const line =
    error.code === "HPE_INVALID_METHOD" && error.rawPacket
      ? REQUEST_LINE.exec(error.rawPacket.subarray(0, 8 * 1024).toString("latin1"))
      : null;
  if (line) {
    const { type, body } = refusal(line[2]);
    const fields = [
      ...headers.map(({ key, value }) => `${key}: ${value}`),
      `Allow: ${allowedAt(line[2])}`,
      `Content-Type: ${type}`,
      `Content-Length: ${Buffer.byteLength(body)}`,
      "Cache-Control: no-store",
      "Connection: close",
    ];
    socket.end(`HTTP/1.1 405 ${STATUS_CODES[405]}\r\n${fields.join("\r\n")}\r\n\r\n${body}`);
    return;
  }
  const status =
    PARSE_ERROR_STATUS[/** @type {keyof typeof PARSE_ERROR_STATUS} */ (error.code)] ?? 400;
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n\r\n`);
}
