// An API answer leaves this server in one write (issue 27). Next streams a route handler's body:
// it flushes the head first, then writes the body, then ends it, which for an answer without a
// length is three writes to the socket (head, the body as a chunk, the chunked ending) and three
// reads for the client, for a JSON answer of a few hundred bytes. Held whole instead, it goes
// out with its Content-Length, head and body in one write. Plain JavaScript, so that server.mjs
// can run it; checked by tsc through its JSDoc types (tsconfig.json's checkJs list).
import { holdAnswer } from "../lib/http/held-answer.mjs";

const API = ["/api/", "/sanctum/"];
/** Answers that carry no body, whose head must not gain a length. */
const BODILESS_STATUS = new Set([204, 304]);

/**
 * Wraps `res` of an API request (call before handing the request to Next, before the other
 * wrappers: it is the one nearest the socket). JSON answers are held whole, a compressed one as
 * Next's compression leaves it (it wraps the answer after this: the bytes held are the gzip
 * stream's, sent with their own length). Others (an image, HEAD, 204/304) go out as Next writes
 * them. A JSON answer is one string in the handler's memory already; holding it keeps no more.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @returns {void}
 */
export function sendApiAnswerWhole(req, res) {
  const url = req.url ?? "/";
  if (req.method === "HEAD" || !API.some((prefix) => url.startsWith(prefix))) return;
  holdAnswer(res, {
    choose: () =>
      String(res.getHeader("content-type") ?? "").startsWith("application/json") &&
      !BODILESS_STATUS.has(res.statusCode)
        ? "hold"
        : "pass",
    finish: (body, send) => send(body),
  });
}
