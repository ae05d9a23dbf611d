/**
 * @jest-environment node
 */
import { createServer } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { answerUnparsedRequest, passesToNext, refuseMethod } from "../../server/unknown-method.mjs";

/** Issue 35: server.mjs's refusal of methods the store does not speak, on a real Node server. */
const HEADERS = [{ key: "X-Content-Type-Options", value: "nosniff" }];

async function serving() {
  const handled: string[] = [];
  const server = createServer((req, res) => {
    if (!passesToNext(req.method, req.url)) return refuseMethod(req, res, HEADERS);
    handled.push(`${req.method} ${req.url}`);
    res.end("next");
  });
  server.on("clientError", (error, socket) => answerUnparsedRequest(error, socket, HEADERS));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  /** Sends `raw` as it is and reads what comes back until the server closes. */
  const raw = (bytes: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () => socket.end(bytes));
      let answer = "";
      socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
      socket.on("close", () => resolve(answer));
      socket.on("error", reject);
    });
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { raw, handled, close };
}

const statusLine = (answer: string) => answer.split("\r\n")[0];
const header = (answer: string, name: string) =>
  answer
    .split("\r\n\r\n")[0]
    ?.split("\r\n")
    .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    ?.slice(name.length + 1)
    .trim();

describe("methods the store does not speak", () => {
  it("answers TRACE and a method Node's parser does not know with 405 and Allow", async () => {
    const server = await serving();
    try {
      for (const method of ["TRACE", "PROPFIND", "BREW"]) {
        const page = await server.raw(`${method} /bags HTTP/1.1\r\nHost: a\r\n\r\n`);
        expect(statusLine(page)).toBe("HTTP/1.1 405 Method Not Allowed");
        expect(header(page, "allow")).toBe("GET, HEAD, POST");
        expect(header(page, "x-content-type-options")).toBe("nosniff");
        const api = await server.raw(`${method} /api/health HTTP/1.1\r\nHost: a\r\n\r\n`);
        expect(statusLine(api)).toBe("HTTP/1.1 405 Method Not Allowed");
        expect(header(api, "allow")).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
        expect(JSON.parse(api.split("\r\n\r\n")[1] ?? "")).toMatchObject({
          code: "method_not_allowed",
        });
      }
      expect(server.handled).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it("passes the methods the API and the pages speak on, and refuses PUT on a page", async () => {
    const server = await serving();
    try {
      for (const [method, path] of [
        ["GET", "/bags"],
        ["POST", "/checkout/return"],
        ["DELETE", "/api/cart/1"],
        ["OPTIONS", "/api/health"],
      ] as const) {
        expect(
          statusLine(
            await server.raw(`${method} ${path} HTTP/1.1\r\nHost: a\r\nContent-Length: 0\r\n\r\n`),
          ),
        ).toBe("HTTP/1.1 200 OK");
      }
      expect(
        statusLine(await server.raw("PUT /bags HTTP/1.1\r\nHost: a\r\nContent-Length: 0\r\n\r\n")),
      ).toBe("HTTP/1.1 405 Method Not Allowed");
      expect(server.handled).toHaveLength(4);
    } finally {
      await server.close();
    }
  });

  it("answers other unreadable requests as Node does without a listener", async () => {
    const server = await serving();
    try {
      expect(statusLine(await server.raw("GARBAGE\r\n\r\n"))).toBe("HTTP/1.1 400 Bad Request");
      expect(statusLine(await server.raw("\x16\x03\x01\x00\xa5\x01\x00"))).toBe(
        "HTTP/1.1 400 Bad Request",
      );
      const long = `GET /${"a".repeat(20 * 1024)} HTTP/1.1\r\nHost: a\r\n\r\n`;
      expect(statusLine(await server.raw(long))).toBe(
        "HTTP/1.1 431 Request Header Fields Too Large",
      );
    } finally {
      await server.close();
    }
  });
});
