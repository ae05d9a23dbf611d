import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";

export const BASE_URL = process.env.BASE_URL ?? "http://localhost:3100";

export type Reply = {
  status: number;
  headers: Headers;
  text: string;
  json: <T = Record<string, unknown>>() => T;
  setCookies: string[];
};

/** A tiny HTTP client with a cookie jar, like a browser tab of one shopper. */
export class Client {
  private jar = new Map<string, string>();
  /** The server this tab talks to; the several-servers suite moves it between servers. */
  base = BASE_URL;
  constructor(
    private readonly host?: string,
    /** Sent with every request, e.g. a distinct X-Forwarded-For so rate limits see a new client. */
    private readonly defaults: Record<string, string> = {},
  ) {}

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }
  setCookie(name: string, value: string): void {
    this.jar.set(name, value);
  }

  async request(
    method: string,
    url: string,
    init: { body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
  ): Promise<Reply> {
    const headers: Record<string, string> = { ...this.defaults, ...init.headers };
    if (this.host) headers.host = this.host;
    if (this.jar.size) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    let body: string | undefined = init.rawBody;
    if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers["content-type"] = "application/json";
      // node:http sends a DELETE body without a length unless told, which servers reject.
      headers["content-length"] = String(Buffer.byteLength(body));
    }
    // node:http rather than fetch: fetch refuses to send a custom Host header.
    const response = await send(method, `${this.base}${url}`, headers, body);
    const setCookies = response.setCookies;
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(";");
      const index = pair?.indexOf("=") ?? -1;
      if (!pair || index < 0) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) =>
        /^(max-age=0|expires=thu, 01 jan 1970)/i.test(a.trim()),
      );
      if (expired || value === "") this.jar.delete(name);
      else this.jar.set(name, value);
    }
    const text = response.text;
    return {
      status: response.status,
      headers: response.headers,
      text,
      setCookies,
      json: <T>() => JSON.parse(text) as T,
    };
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request("GET", url, { headers });
  }

  /** Fetches the XSRF cookie once, then echoes it like the storefront's HTTP layer does. */
  async send(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
    if (!this.jar.has("XSRF-TOKEN")) await this.get("/sanctum/csrf-cookie");
    const token = decodeURIComponent(this.jar.get("XSRF-TOKEN") ?? "");
    return this.request(method, url, { body, headers: { "x-xsrf-token": token, ...headers } });
  }
}

type RawReply = { status: number; headers: Headers; setCookies: string[]; text: string };

function send(
  method: string,
  url: string,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const out = new Headers();
        for (const [name, value] of Object.entries(response.headers)) {
          if (name === "set-cookie" || value === undefined) continue;
          out.set(name, Array.isArray(value) ? value.join(", ") : value);
        }
        resolve({
          status: response.statusCode ?? 0,
          headers: out,
          setCookies: response.headers["set-cookie"] ?? [],
          text: Buffer.concat(chunks).toString("utf8"),
        });
      });
    });
    request.on("error", reject);
    if (body !== undefined) request.write(body);
    request.end();
  });
}

/** The retail store a rendered page belongs to (its `data-store` attribute). */
export function storeOf(html: string): string | undefined {
  return /data-store="([^"]+)"/.exec(html)?.[1];
}

export type Fixtures = {
  customer: { id: string; email: string; token: string };
  /** A limited piece with 3 units, bought only by the stock-race test. */
  raceProductId: string;
  /** Issue 26: bearer tokens of the atelier (`stages`), client care (`cancel`), a revoked one. */
  partners: { atelier: string; care: string; revoked: string; warehouse: string; repairs: string };
  returns: { pieceId: string; exchangeId: string; lateOrderId: string };
};

export function fixtures(): Fixtures {
  const dir = process.env.DATA_DIR ?? ".data/test";
  return JSON.parse(readFileSync(path.resolve(dir, "fixtures.json"), "utf8")) as Fixtures;
}
