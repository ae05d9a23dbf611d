import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A request as the stand-in saw it (body as text, headers lower-cased). */
export type SeenRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: string;
};

export type Reply = { status: number; type: "json" | "xml"; body: string };

export const json = (body: unknown, status = 200): Reply => ({
  status,
  type: "json",
  body: JSON.stringify(body),
});
export const xml = (body: string, status = 200): Reply => ({ status, type: "xml", body });

/** What a route answers: a reply, or `hang` (the provider keeps the connection and says nothing). */
/** A reply, a request held forever ("hang"), or a reply the test lets go later. */
export type Answer = Reply | "hang" | Promise<Reply>;

/**
 * A provider's API on this machine's loopback (node:http), for the adapters to call at their
 * HTTP boundary. `route` answers each request; unknown routes are a loud 599 so a test notices.
 * `outage()` makes every request hang from then on (the provider went silent), `recover()` ends
 * it; hung requests are dropped when the stand-in closes.
 */
export type Control = { outage(): void };

export async function startStandIn(
  route: (request: SeenRequest, control: Control) => Answer | undefined,
) {
  const seen: SeenRequest[] = [];
  let silent = false;
  const held = new Set<ServerResponse>();
  const control: Control = {
    outage() {
      silent = true;
    },
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://stand-in");
      const request: SeenRequest = {
        method: req.method ?? "GET",
        path: url.pathname,
        query: url.searchParams,
        headers: Object.fromEntries(
          Object.entries(req.headers).map(([name, value]) => [
            name,
            Array.isArray(value) ? value.join(",") : (value ?? ""),
          ]),
        ),
        body: Buffer.concat(chunks).toString("utf8"),
      };
      seen.push(request);
      const answer = silent ? "hang" : route(request, control);
      if (answer === "hang") {
        held.add(res);
        res.on("close", () => held.delete(res));
        return;
      }
      const send = (reply: Reply) => {
        res.writeHead(reply.status, {
          "content-type": reply.type === "json" ? "application/json" : "text/xml",
        });
        res.end(reply.body);
      };
      if (answer instanceof Promise) {
        held.add(res);
        res.on("close", () => held.delete(res));
        void answer.then(send);
        return;
      }
      send(answer ?? json({ error: `no stand-in route for ${request.method} ${url}` }, 599));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    outage: control.outage,
    recover() {
      silent = false;
      for (const res of held) res.destroy();
    },
    async close() {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type StandIn = Awaited<ReturnType<typeof startStandIn>>;

/**
 * Remembers the first answer per idempotency key and replays it, as providers do. Stripe keeps
 * a refusal too (`rememberRefusals`); the others let the same key try again after one.
 */
export function idempotent(options: { rememberRefusals?: boolean } = {}) {
  const answers = new Map<string, Reply>();
  return (key: string | undefined, make: () => Reply): Reply => {
    if (!key) return make();
    const known = answers.get(key);
    if (known) return known;
    const reply = make();
    if (reply.status < 400 || options.rememberRefusals) answers.set(key, reply);
    return reply;
  };
}
