import { API, newClient } from "../api/support/accounts";
import http from "node:http";
import { BASE_URL, type Client, type Reply } from "../api/support/http";

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string }[];
        requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
        responses?: Record<string, { content?: Record<string, unknown> }>;
      }
    >
  >;
};

export type FuzzFigures = {
  tried: number;
  serverErrors: string[];
  notJson: string[];
  limited: number;
  /** Uploads over the body limit cut off by the server (expected). */
  resets: number;
};

const BAD_SEGMENTS = ["%", "%E0%A4%A", "..", "%2e%2e", "%00", "x".repeat(400), "%C0%AF", "-1"];
const BAD_VALUES: unknown[] = [
  12345,
  -1,
  true,
  null,
  [],
  {},
  "\u0000",
  "a\u0007b",
  "x".repeat(5000),
];
const VALID_UUID = "00000000-0000-4000-8000-000000000000";

/** Every operation of the OpenAPI document, fed broken paths, wrong types and odd bodies. */
export async function fuzz(): Promise<FuzzFigures> {
  const doc = (await newClient().get(`${API}/openapi.json`)).json<OpenApi>();
  const figures: FuzzFigures = { tried: 0, serverErrors: [], notJson: [], limited: 0, resets: 0 };
  const jobs: (() => Promise<void>)[] = [];
  let client: Client = newClient();
  let uses = 0;
  // A fresh client address every few requests, so per-client limits do not hide the answers.
  const next = () => {
    if (++uses % 8 === 0) client = newClient();
    return client;
  };

  for (const [template, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const verb = method.toUpperCase();
      const params = (op.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name);
      const queries = (op.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
      const fill = (value: (name: string) => string) =>
        template.replace(/\{(\w+)\}/g, (_m, name: string) => value(name));
      const valid = fill(() => VALID_UUID);
      const urls = [
        valid,
        ...params.flatMap((p) =>
          BAD_SEGMENTS.map((bad) => fill((n) => (n === p ? bad : VALID_UUID))),
        ),
      ];
      const properties = Object.keys(
        op.requestBody?.content?.["application/json"]?.schema?.properties ?? {},
      );
      const binary = Object.keys(op.responses?.["200"]?.content ?? {}).some(
        (t) => !t.includes("json"),
      );
      const bodies: (string | undefined)[] = op.requestBody
        ? [
            undefined,
            "{",
            "[]",
            "{}",
            JSON.stringify({ huge: "x".repeat(300 * 1024) }),
            ...properties.flatMap((p) => BAD_VALUES.map((v) => JSON.stringify({ [p]: v }))),
          ]
        : [undefined];
      const queryStrings = [
        "",
        ...queries.flatMap((q) => [`?${q}=%00`, `?${q}=${"x".repeat(3000)}`, `?${q}=%`]),
      ];
      for (const url of urls) {
        for (const body of url === valid ? bodies : [bodies[bodies.length > 3 ? 3 : 0]]) {
          for (const query of url === valid && body === bodies[0] ? queryStrings : [""]) {
            jobs.push(async () => {
              const target = `${url}${query}`;
              let reply: Reply;
              try {
                if (DOT.test(url)) {
                  reply = await rawGet(verb, target);
                  figures.tried += 1;
                  if (reply.status >= 500)
                    figures.serverErrors.push(`${reply.status} ${verb} ${target}`);
                  if (!(reply.headers.get("content-type") ?? "").includes("application/json")) {
                    figures.notJson.push(`${reply.status} ${verb} ${target.slice(0, 120)}`);
                  }
                  return;
                }
                const c = next();
                if (verb !== "GET" && !c.cookie("XSRF-TOKEN")) await c.get("/sanctum/csrf-cookie");
                const token = decodeURIComponent(c.cookie("XSRF-TOKEN") ?? "");
                reply = await c.request(verb, target, {
                  rawBody: body,
                  headers: {
                    "x-xsrf-token": token,
                    // With its length: node:http sends a DELETE body unframed otherwise.
                    ...(body !== undefined
                      ? {
                          "content-type": "application/json",
                          "content-length": String(Buffer.byteLength(body)),
                        }
                      : {}),
                  },
                });
              } catch (error) {
                // A body over the limit is refused before it is read; the client may then see
                // the connection close mid-upload. Anything else without an answer is a failure.
                const huge = (body?.length ?? 0) > 256 * 1024;
                if (huge) figures.resets += 1;
                else figures.serverErrors.push(`${verb} ${target}: ${(error as Error).message}`);
                return;
              }
              figures.tried += 1;
              if (reply.status === 429) figures.limited += 1;
              if (reply.status >= 500)
                figures.serverErrors.push(`${reply.status} ${verb} ${target.slice(0, 120)}`);
              const type = reply.headers.get("content-type") ?? "";
              const underApi = target.startsWith(API);
              const expectsBinary = binary && reply.status === 200;
              if (
                underApi &&
                !expectsBinary &&
                reply.status !== 204 &&
                !type.includes("application/json")
              ) {
                figures.notJson.push(`${reply.status} ${verb} ${target.slice(0, 120)} (${type})`);
              }
            });
          }
        }
      }
    }
  }
  await runPool(jobs, 8);
  return figures;
}

/** Dot segments, which a URL-parsing client would resolve before sending: sent as they are. */
const DOT = /(^|\/)(\.|%2e){1,2}(\/|$)/i;

function rawGet(method: string, target: string): Promise<Reply> {
  const base = new URL(BASE_URL);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { hostname: base.hostname, port: base.port, path: target, method },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            if (typeof value === "string") headers.set(name, value);
          }
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({
            status: response.statusCode ?? 0,
            headers,
            text,
            setCookies: [],
            json: <T>() => JSON.parse(text) as T,
          });
        });
      },
    );
    request.on("error", reject);
    request.end();
  });
}

async function runPool(jobs: (() => Promise<void>)[], width: number) {
  let index = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (index < jobs.length) await jobs[index++]!();
    }),
  );
}
