import http from "node:http";
import { freshIp } from "../api/support/accounts";
import { BASE_URL } from "../api/support/http";

/**
 * A client for hostile requests: the target goes on the wire exactly as written (no URL parsing,
 * which would resolve `..` and `%2e%2e` before the server saw them), bodies may be malformed or
 * huge, and each caller speaks from its own X-Forwarded-For address with its own cookies.
 */
export type WireReply = { status: number; contentType: string; text: string };

export type WireRequest = {
  method: string;
  target: string;
  body?: string;
  headers?: Record<string, string>;
  /** Send the body chunked, without a Content-Length. */
  chunked?: boolean;
};

const base = new URL(BASE_URL);

export function rawRequest(request: WireRequest): Promise<WireReply & { setCookies: string[] }> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.body !== undefined) {
    // Framed either way: node:http leaves a GET or DELETE body unframed unless told.
    if (request.chunked) headers["transfer-encoding"] = "chunked";
    else headers["content-length"] = String(Buffer.byteLength(request.body));
  }
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        hostname: base.hostname,
        port: base.port,
        path: request.target,
        method: request.method,
        headers,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: String(response.headers["content-type"] ?? ""),
            text: Buffer.concat(chunks).toString("utf8"),
            setCookies: response.headers["set-cookie"] ?? [],
          }),
        );
      },
    );
    outgoing.setTimeout(30_000, () => outgoing.destroy(new Error("no answer within 30 s")));
    outgoing.on("error", reject);
    if (request.body !== undefined) outgoing.write(request.body);
    outgoing.end();
  });
}

/** One hostile client: its own address, session and XSRF token (fetched on first use). */
export class WireClient {
  private readonly jar = new Map<string, string>();
  private readonly ip = freshIp();

  async send(request: WireRequest): Promise<WireReply> {
    if (!this.jar.has("XSRF-TOKEN"))
      await this.exchange({ method: "GET", target: "/sanctum/csrf-cookie" });
    return this.exchange(request);
  }

  private async exchange(request: WireRequest): Promise<WireReply> {
    const token = decodeURIComponent(this.jar.get("XSRF-TOKEN") ?? "");
    const reply = await rawRequest({
      ...request,
      headers: {
        "x-forwarded-for": this.ip,
        ...(this.jar.size
          ? { cookie: [...this.jar].map(([name, value]) => `${name}=${value}`).join("; ") }
          : {}),
        ...(token ? { "x-xsrf-token": token } : {}),
        ...request.headers,
      },
    });
    for (const line of reply.setCookies) {
      const pair = line.split(";")[0] ?? "";
      const index = pair.indexOf("=");
      if (index <= 0) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (value === "" || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return { status: reply.status, contentType: reply.contentType, text: reply.text };
  }
}

/** Runs `jobs` with at most `width` in flight. */
export async function runPool(jobs: readonly (() => Promise<void>)[], width: number) {
  let index = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (index < jobs.length) {
        const job = jobs[index++]!;
        await job();
      }
    }),
  );
}
