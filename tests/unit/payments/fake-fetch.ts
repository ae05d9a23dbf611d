import type { FetchLike } from "@/lib/payments/http";

export type Call = { method: string; url: string; headers: Record<string, string>; body: string };
type Reply = { status?: number; json?: unknown; text?: string };
type Route = (call: Call) => Reply | undefined;

/**
 * A scripted fetch: each route sees the call and answers, or passes (undefined). Unmatched calls
 * fail the test loudly. Records every call for assertions.
 */
export function fakeFetch(...routes: Route[]) {
  const calls: Call[] = [];
  const fetchImpl: FetchLike = async (input, init) => {
    const call: Call = {
      method: init?.method ?? "GET",
      url: input,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: typeof init?.body === "string" ? init.body : "",
    };
    calls.push(call);
    for (const route of routes) {
      const reply = route(call);
      if (reply) {
        const body = reply.text ?? JSON.stringify(reply.json ?? {});
        return new Response(body, { status: reply.status ?? 200 });
      }
    }
    throw new Error(`Unexpected ${call.method} ${call.url}`);
  };
  return { fetchImpl, calls };
}

export const on =
  (method: string, pathEnd: string | RegExp, reply: Reply | ((call: Call) => Reply)): Route =>
  (call) => {
    const path = new URL(call.url).pathname;
    const hit =
      call.method === method &&
      (typeof pathEnd === "string" ? path.endsWith(pathEnd) : pathEnd.test(path));
    if (!hit) return undefined;
    return typeof reply === "function" ? reply(call) : reply;
  };
