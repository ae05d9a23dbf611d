/**
 * @jest-environment node
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { gunzipSync } from "node:zlib";
import { sendApiAnswerWhole } from "../../server/whole-api-answer.mjs";
import { listening, type Handler } from "./support/http-server";

// Next's own compression, which it wraps every answer in after server.mjs's wrappers.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const compression = require("next/dist/compiled/compression") as () => (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
) => void;

const JSON_BODY = JSON.stringify({ status: "success", content: { id: "o_1", total: 42500 } });

/** How Next sends a route handler's answer: head flushed, then the body, then the end. */
const nextLike =
  (type: string, status = 200): Handler =>
  (_req, res) => {
    res.statusCode = status;
    res.setHeader("Content-Type", type);
    res.setHeader("Set-Cookie", ["cart=; Max-Age=0; Path=/", "session=kept; Path=/"]);
    res.flushHeaders();
    res.write(Buffer.from(JSON_BODY));
    setImmediate(() => res.end());
  };

/** Counts the writes each answer makes to its socket (Node's writable stream calls these). */
function countSocketWrites(res: ServerResponse, writes: number[]) {
  const socket = res.socket as unknown as Record<
    "_write" | "_writev",
    (...args: unknown[]) => void
  >;
  for (const method of ["_write", "_writev"] as const) {
    const original = socket[method];
    socket[method] = function counted(this: unknown, ...args: unknown[]) {
      writes.push(1);
      return original.apply(this, args);
    };
  }
}

async function serve(type: string, status = 200) {
  const writes: number[] = [];
  const server = await listening((req, res) => {
    countSocketWrites(res, writes);
    sendApiAnswerWhole(req, res);
    nextLike(type, status)(req, res);
  });
  return { ...server, writes };
}

describe("an API answer sent whole", () => {
  it("goes out in one write with its length, its status and every header", async () => {
    const server = await serve("application/json", 422);
    try {
      const reply = await server.get("/api/external/placeOrder", {}, "POST");
      expect(server.writes).toHaveLength(1);
      expect(reply.status).toBe(422);
      expect(reply.body.toString()).toBe(JSON_BODY);
      expect(reply.headers["content-length"]).toBe(String(Buffer.byteLength(JSON_BODY)));
      expect(reply.headers["transfer-encoding"]).toBeUndefined();
      expect(reply.headers["set-cookie"]).toEqual([
        "cart=; Max-Age=0; Path=/",
        "session=kept; Path=/",
      ]);
    } finally {
      await server.close();
    }
  });

  it("holds an answer Next compresses as the compressed bytes, with their length", async () => {
    const large = JSON.stringify({ status: "success", content: "monogram ".repeat(2000) });
    const compress = compression();
    const writes: number[] = [];
    const server = await listening((req, res) => {
      countSocketWrites(res, writes);
      sendApiAnswerWhole(req, res);
      compress(req, res, () => {
        res.setHeader("Content-Type", "application/json");
        res.flushHeaders();
        res.write(Buffer.from(large));
        setImmediate(() => res.end());
      });
    });
    try {
      const reply = await server.get("/api/external/catalogue", { "accept-encoding": "gzip" });
      expect(reply.headers["content-encoding"]).toBe("gzip");
      expect(reply.headers["content-length"]).toBe(String(reply.body.length));
      expect(gunzipSync(reply.body).toString()).toBe(large);
      expect(writes).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it("leaves a page, an image and a HEAD as Next streams them", async () => {
    for (const [path, type, method] of [
      ["/products/the-city-tote", "application/json", "GET"],
      ["/api/external/configured-products/1/image", "image/jpeg", "GET"],
      ["/api/external/orders/1", "application/json", "HEAD"],
    ] as const) {
      const server = await serve(type);
      try {
        const reply = await server.get(path, {}, method);
        expect(reply.headers["content-length"]).toBeUndefined();
        // A HEAD's head is all there is to write.
        if (method === "HEAD") continue;
        expect(server.writes.length).toBeGreaterThan(1);
        expect(reply.body.toString()).toBe(JSON_BODY);
      } finally {
        await server.close();
      }
    }
  });
});
