import http from "node:http";

/**
 * One HTTP exchange as a shopper's browser behind a load balancer makes it, timed, and what it
 * came to. node:http rather than fetch: fetch cannot send a Host header (the retail store is
 * chosen by host), and a fresh connection per request (no keep-alive) keeps a socket the server
 * closed while idle from ever showing up as a fault.
 */

/**
 * Far over the 10 s a request may wait: a hang shows up as a wait of 10 s or more (and at worst
 * as this), never as a quick client-side error.
 */
const CLIENT_TIMEOUT_MS = 20_000;

export type Exchange = {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  setCookies: string[];
};

export type Attempt =
  | { kind: "answer"; ms: number; reply: Exchange }
  /** Refused or reset before an answer: a load balancer sends the request to another server. */
  | { kind: "no-answer"; ms: number; error: string }
  /** No answer within CLIENT_TIMEOUT_MS. */
  | { kind: "hang"; ms: number };

export type RequestSpec = {
  base: string;
  method: string;
  path: string;
  host?: string;
  headers?: Record<string, string>;
  body?: string;
  timeoutMs?: number;
};

export function exchange(spec: RequestSpec): Promise<Attempt> {
  const url = new URL(spec.path, spec.base);
  const headers: Record<string, string> = { ...spec.headers };
  if (spec.host) headers.host = spec.host;
  if (spec.body !== undefined) headers["content-length"] = String(Buffer.byteLength(spec.body));
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const timeoutMs = spec.timeoutMs ?? CLIENT_TIMEOUT_MS;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (attempt: Attempt) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(attempt);
    };
    const request = http.request(
      {
        hostname: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: spec.method,
        headers,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", (error) =>
          finish({ kind: "no-answer", ms: elapsed(), error: error.message }),
        );
        response.on("end", () =>
          finish({
            kind: "answer",
            ms: elapsed(),
            reply: {
              status: response.statusCode ?? 0,
              headers: response.headers,
              text: Buffer.concat(chunks).toString("utf8"),
              setCookies: response.headers["set-cookie"] ?? [],
            },
          }),
        );
      },
    );
    // A timer over the whole exchange (socket timeouts only count idle time).
    const timer = setTimeout(() => {
      finish({ kind: "hang", ms: elapsed() });
      request.destroy();
    }, timeoutMs);
    request.on("error", (error: NodeJS.ErrnoException) =>
      finish({ kind: "no-answer", ms: elapsed(), error: error.code ?? error.message }),
    );
    if (spec.body !== undefined) request.write(spec.body);
    request.end();
  });
}

/** What an answer counts as in the table. */
export type Verdict =
  /** 2xx, or a redirect to a page. */
  | "ok"
  /** 503 with Retry-After (JSON on the API): the server shed the request and said when to retry. */
  | "shed"
  /** A domain answer that is right under a fault (409 checkout_in_progress on placeOrder). */
  | "allowed"
  /** Anything else: a 500 page, a 502, a 503 without Retry-After, HTML from the API... */
  | "bad";

const isApi = (path: string) => path.startsWith("/api/");

function codeOf(text: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    if (
      parsed &&
      typeof parsed === "object" &&
      "code" in parsed &&
      typeof parsed.code === "string"
    ) {
      return parsed.code;
    }
  } catch {
    // not JSON
  }
  return undefined;
}

const isJson = (reply: Exchange) =>
  /^application\/([\w.+-]*\+)?json/i.test(String(reply.headers["content-type"] ?? ""));

export function verdictOf(method: string, path: string, reply: Exchange): Verdict {
  const { status } = reply;
  if (status >= 200 && status < 300) return "ok";
  if (!isApi(path) && method === "GET" && [301, 302, 303, 307, 308].includes(status)) return "ok";
  if (status === 503 && reply.headers["retry-after"] !== undefined) {
    // A page may say "back shortly" in HTML for the shopper's browser; the API speaks JSON.
    if (!isApi(path) || isJson(reply)) return "shed";
    return "bad";
  }
  if (
    status === 409 &&
    path.endsWith("/placeOrder") &&
    codeOf(reply.text) === "checkout_in_progress"
  ) {
    return "allowed";
  }
  return "bad";
}

/** Seconds a 503 asks the client to wait (capped, so a shopper keeps trying within the phase). */
export function retryAfterMs(reply: Exchange, capMs = 2_000): number {
  const value = Number(reply.headers["retry-after"]);
  if (!Number.isFinite(value) || value < 0) return 500;
  return Math.min(capMs, Math.max(200, value * 1000));
}

/** A short description of an answer for the report: status, content type, first words. */
export function describe(reply: Exchange): string {
  const type = String(reply.headers["content-type"] ?? "none").split(";")[0];
  const retry =
    reply.headers["retry-after"] === undefined
      ? ""
      : ` Retry-After ${String(reply.headers["retry-after"])}`;
  const body = reply.text.replace(/\s+/g, " ").slice(0, 100);
  return `${reply.status} ${type}${retry}: ${body}`;
}
