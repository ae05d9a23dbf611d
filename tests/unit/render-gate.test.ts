/**
 * @jest-environment node
 */
import { request, type IncomingMessage, type ServerResponse } from "node:http";
import { createRenderGate, isDesignLink } from "../../server/render-gate.mjs";
import { listening } from "./support/http-server";

const busy = (_req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(503, { "Retry-After": "2", "Content-Type": "text/plain" });
  res.end("busy");
};

/** A server whose renders stay open until the test lets them finish, gated as server.mjs is. */
async function gatedServer(options: { renders: number; queue: number; waitMs: number }) {
  const gate = createRenderGate({ ...options, matches: isDesignLink, busy });
  const open: { url: string; finish: () => void }[] = [];
  const started: string[] = [];
  const seen = { count: 0 };
  const server = await listening((req, res) => {
    seen.count += 1;
    gate.pass(req, res, () => {
      started.push(req.url ?? "");
      const finish = () => res.end(`rendered ${req.url}`);
      if (req.url?.includes("quick")) finish();
      else open.push({ url: req.url ?? "", finish });
    });
  });
  return { ...server, gate, open, started, seen };
}

const settle = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends each request once the one before has reached the server, so they arrive in order. */
async function inOrder(
  server: { get: (path: string) => Promise<unknown>; seen: { count: number } },
  urls: string[],
) {
  const answers: Promise<unknown>[] = [];
  for (const url of urls) {
    const before = server.seen.count;
    answers.push(server.get(url));
    for (let i = 0; i < 200 && server.seen.count === before; i++) await settle(10);
  }
  return answers;
}

describe("design links", () => {
  it.each([
    ["/bags/tote?d=abc", true],
    ["/bags/tote/?edit=123", true],
    ["/bags/tote?ref=x&d=abc", true],
    ["/bags/all-bags?d=abc", false],
    ["/bags/tote", false],
    ["/bags/tote?dd=1", false],
    ["/api/configurator/tote?d=abc", false],
    ["/?d=abc", false],
  ])("%s is a design link: %s", (url, expected) => {
    expect(isDesignLink(url)).toBe(expected);
  });
});

describe("the render gate", () => {
  it("hands at most `renders` design links to Next at once; the next starts when one ends", async () => {
    const server = await gatedServer({ renders: 2, queue: 4, waitMs: 5_000 });
    try {
      const answers = await inOrder(server, ["/bags/a?d=1", "/bags/b?d=2", "/bags/c?d=3"]);
      expect(server.started).toEqual(["/bags/a?d=1", "/bags/b?d=2"]);
      expect(server.gate.stats()).toEqual({ inFlight: 2, waiting: 1 });
      // Pages and the API are never held back, however full the gate is.
      expect((await server.get("/bags/tote?quick")).status).toBe(200);
      server.open.shift()?.finish();
      await settle();
      expect(server.started).toContain("/bags/c?d=3");
      for (const render of server.open.splice(0)) render.finish();
      const replies = (await Promise.all(answers)) as { status: number }[];
      expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200]);
      expect(server.gate.stats()).toEqual({ inFlight: 0, waiting: 0 });
    } finally {
      for (const render of server.open.splice(0)) render.finish();
      await server.close();
    }
  });

  it("turns a design link away with 503 and Retry-After when the queue is full", async () => {
    const server = await gatedServer({ renders: 1, queue: 1, waitMs: 5_000 });
    try {
      const sent = (await inOrder(server, ["/bags/a?d=1", "/bags/b?d=2"])) as Promise<{
        status: number;
      }>[];
      await settle();
      const third = await server.get("/bags/c?d=3");
      expect(third.status).toBe(503);
      expect(third.headers["retry-after"]).toBe("2");
      expect(server.started).toEqual(["/bags/a?d=1"]);
      server.open.shift()?.finish();
      await settle();
      server.open.shift()?.finish();
      expect((await Promise.all(sent)).map((reply) => reply.status)).toEqual([200, 200]);
    } finally {
      for (const render of server.open.splice(0)) render.finish();
      await server.close();
    }
  });

  it("answers a waiter busy after waitMs and leaves no stale place behind it", async () => {
    const server = await gatedServer({ renders: 1, queue: 2, waitMs: 60 });
    try {
      const first = server.get("/bags/a?d=1");
      await settle();
      const waited = await server.get("/bags/b?d=2");
      expect(waited.status).toBe(503);
      expect(server.started).toEqual(["/bags/a?d=1"]);
      expect(server.gate.stats()).toEqual({ inFlight: 1, waiting: 0 });
      // The timed-out waiter never renders, and the next design link is not stuck behind it.
      server.open.shift()?.finish();
      expect((await first).status).toBe(200);
      const later = server.get("/bags/c?d=3");
      await settle();
      server.open.shift()?.finish();
      expect((await later).status).toBe(200);
      expect(server.started).toEqual(["/bags/a?d=1", "/bags/c?d=3"]);
    } finally {
      for (const render of server.open.splice(0)) render.finish();
      await server.close();
    }
  });

  it("frees the place of a waiter whose client went away", async () => {
    const server = await gatedServer({ renders: 1, queue: 1, waitMs: 5_000 });
    try {
      const first = server.get("/bags/a?d=1");
      await settle();
      const leaving = request({ port: server.port, path: "/bags/b?d=2" });
      leaving.on("error", () => undefined);
      leaving.end();
      await settle();
      expect(server.gate.stats()).toEqual({ inFlight: 1, waiting: 1 });
      leaving.destroy();
      await settle();
      expect(server.gate.stats()).toEqual({ inFlight: 1, waiting: 0 });
      server.open.shift()?.finish();
      expect((await first).status).toBe(200);
      const next = server.get("/bags/c?d=3");
      await settle();
      server.open.shift()?.finish();
      expect((await next).status).toBe(200);
      // The client that left was never rendered for.
      expect(server.started).toEqual(["/bags/a?d=1", "/bags/c?d=3"]);
    } finally {
      for (const render of server.open.splice(0)) render.finish();
      await server.close();
    }
  });

  it("is off with renders 0", async () => {
    const server = await gatedServer({ renders: 0, queue: 0, waitMs: 10 });
    try {
      const answers = ["/bags/a?d=1", "/bags/b?d=2"].map((url) => server.get(url));
      await settle();
      expect(server.started).toHaveLength(2);
      for (const render of server.open.splice(0)) render.finish();
      expect((await Promise.all(answers)).map((reply) => reply.status)).toEqual([200, 200]);
    } finally {
      await server.close();
    }
  });
});
