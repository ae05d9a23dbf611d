import { createServer, request, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;
export type Reply = { status: number; headers: IncomingMessage["headers"]; body: Buffer };

/**
 * A loopback server for tests of server.mjs's wrappers: `handler` sees real Node requests and
 * answers, as in server.mjs, and `get` reads the whole answer back as a client would.
 */
export async function listening(handler: Handler) {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<Reply>((resolve, reject) => {
      const outgoing = request({ port, path, method, headers }, (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      outgoing.on("error", reject);
      outgoing.end();
    });
  // Connections a test left open (an answer it never let finish) are cut, so a red test ends.
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return { get, port, close };
}
