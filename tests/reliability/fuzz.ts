import { API, signUp, uniqueEmail, type Ok } from "../api/support/accounts";
import { rawRequest, runPool, WireClient, type WireReply, type WireRequest } from "./wire";

/**
 * Part 1: every operation of the OpenAPI document, fed broken paths, odd queries, missing,
 * malformed, huge and wrongly typed bodies. No answer may be a 5xx, every answer under
 * /api/external is JSON (but the 2xx non-JSON ones the document declares), none holds a stack.
 */

type Schema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minimum?: number;
  minLength?: number;
  maxLength?: number;
};
type Parameter = { name: string; in: string; required?: boolean; schema?: Schema };
type OperationDoc = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
};
type OpenApi = { paths: Record<string, Record<string, OperationDoc>> };

export type FuzzFigures = {
  operations: number;
  tried: number;
  serverErrors: string[];
  notJson: string[];
  stackTraces: string[];
  /** Requests that got no answer at all (connection dropped), huge uploads excepted. */
  unanswered: string[];
  limited: number;
  /** Uploads over the body limit the server cut off before reading them (allowed). */
  cutOff: number;
  byStatus: Map<number, number>;
};

const ZERO_UUID = "00000000-0000-4000-8000-000000000000";
const HUGE = 300 * 1024;

/** Path segments no route should choke on: broken escapes, dot segments, NUL, oddities. */
const BAD_SEGMENTS = [
  "%",
  "%E0%A4%A",
  "%ZZ",
  "..",
  ".",
  "%2e%2e",
  "%00",
  "%0d%0aX-Injected:%201",
  "%C0%AF",
  "%ED%A0%80",
  "%2F..%2F..%2Fetc%2Fpasswd",
  "x".repeat(400),
  "-1",
  "%27%20or%201%3D1--",
];

/** Odd values for each declared query parameter (already escaped for the wire). */
const BAD_QUERY_VALUES = [
  "%00",
  "%",
  "%E0%A4%A",
  "a%07b",
  "x".repeat(3000),
  "",
  "%F0%9F%91%9C",
  "-1",
];

/** Odd query strings tried on every operation, whatever it declares. */
const ODD_QUERIES = ["?%=1", "?&&=&", "?a[]=1&a[b]=2", "?type=cart&type=order", "?%00=%00"];

/** Wrong types, control characters and odd strings put in place of each body field. */
const BAD_VALUES: unknown[] = [
  12345,
  -1,
  1e308,
  true,
  null,
  [],
  { nested: ["x"] },
  "",
  "a\u0000b",
  "a\u0007b\u001b[31m",
  "\ud800\u202e",
  "'; select pg_sleep(1); --",
  "x".repeat(5000),
];

/** Raw bodies that are not the object an operation expects. */
const BAD_BODIES = ["{", "[]", "null", '"text"', "{}", '{"a":\u0000}', '{"__proto__":{"x":1}}'];

/** A value the schema accepts, as far as a generator can tell (ids name nothing that exists). */
function sample(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return "sample";
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf ?? schema.oneOf;
  if (variant?.length) {
    const concrete = variant.find((s) => s.type !== "null") ?? variant[0];
    return sample(concrete, depth + 1);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(name)) out[name] = sample(property, depth + 1);
      }
      return out;
    }
    case "array":
      return [];
    case "integer":
    case "number":
      return Math.max(schema.minimum ?? 1, 1);
    case "boolean":
      return false;
    case "string":
      if (schema.format === "uuid") return ZERO_UUID;
      if (schema.format === "email") return "fuzz.target@example.com";
      if (schema.format === "date-time") return new Date(Date.now() + 864e5).toISOString();
      return "s".repeat(Math.max(schema.minLength ?? 1, 4)).slice(0, schema.maxLength ?? 64);
    default:
      return "sample";
  }
}

/** Every field of a body schema, nested objects included, as property paths. */
function fieldPaths(schema: Schema | undefined, prefix: string[] = [], depth = 0): string[][] {
  if (!schema?.properties || depth > 3) return [];
  const paths: string[][] = [];
  for (const [name, property] of Object.entries(schema.properties)) {
    const at = [...prefix, name];
    paths.push(at);
    const object = [property, ...(property.anyOf ?? [])].find((s) => s.properties);
    if (object) paths.push(...fieldPaths(object, at, depth + 1));
  }
  return paths;
}

/** A copy of `body` with the value at `at` replaced, creating the objects on the way. */
function withValue(body: unknown, at: string[], value: unknown): unknown {
  const copy = (body && typeof body === "object" ? structuredClone(body) : {}) as Record<
    string,
    unknown
  >;
  let node = copy;
  for (const key of at.slice(0, -1)) {
    const child = node[key];
    node[key] = child && typeof child === "object" && !Array.isArray(child) ? child : {};
    node = node[key] as Record<string, unknown>;
  }
  node[at[at.length - 1]!] = value;
  return copy;
}

/** A stack trace or an internal path in an answer body. */
const STACK =
  /\n\s+at [^\n]+\(|node_modules\/|\/work\/|webpack-internal:|\bTypeError\b|\bat async\b/;

type FuzzCase = WireRequest & { what: string };

/** The fuzz cases of one operation, each with a word on what it tries. */
function casesOf(template: string, method: string, op: OperationDoc, token: string): FuzzCase[] {
  const verb = method.toUpperCase();
  const params = (op.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name);
  const queries = (op.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
  const fill = (value: (name: string) => string) =>
    template.replace(/\{(\w+)\}/g, (_m, name: string) => value(name));
  const valid = fill((name) => (name === "type" ? "product" : ZERO_UUID));
  // Signed in by api token where the operation takes one (but sign-out, which would spend it).
  const auth = queries.includes("api_token") && !template.endsWith("/logout");
  const withQuery = (path: string, query = "") => {
    const parts = [auth ? `api_token=${token}` : "", query].filter(Boolean);
    return parts.length ? `${path}?${parts.join("&")}` : path;
  };
  const schema = op.requestBody?.content?.["application/json"]?.schema;
  const baseline = schema ? JSON.stringify(sample(schema)) : undefined;
  const cases: FuzzCase[] = [];
  const add = (what: string, target: string, body?: string, extra: Partial<WireRequest> = {}) =>
    cases.push({
      what,
      method: verb,
      target,
      body,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      ...extra,
    });

  // The operation as documented, then with each path parameter broken.
  add("as documented", withQuery(valid), baseline);
  for (const param of params) {
    for (const bad of BAD_SEGMENTS) {
      const target = fill((name) =>
        name === param ? bad : name === "type" ? "product" : ZERO_UUID,
      );
      add(`path {${param}}`, withQuery(target), baseline);
    }
  }
  // Odd values of each declared query parameter, and odd query strings.
  for (const query of queries) {
    for (const bad of BAD_QUERY_VALUES) {
      const target =
        query === "api_token" ? `${valid}?api_token=${bad}` : withQuery(valid, `${query}=${bad}`);
      add(`query ${query}`, target, baseline);
    }
  }
  for (const odd of ODD_QUERIES) {
    add("odd query", `${withQuery(valid)}${auth ? odd.replace("?", "&") : odd}`);
  }
  // Missing, malformed and huge bodies, for every operation (a body where none is expected too).
  const huge = JSON.stringify({ huge: "x".repeat(HUGE) });
  add("no body", withQuery(valid));
  add("huge body", withQuery(valid), huge);
  add("huge chunked body", withQuery(valid), huge, { chunked: true });
  if (schema) {
    const plausible = sample(schema);
    for (const raw of BAD_BODIES) add(`body ${raw.slice(0, 12)}`, withQuery(valid), raw);
    add("text/plain body", withQuery(valid), baseline, {
      headers: { "content-type": "text/plain" },
    });
    // Each field (nested ones too) with each wrong value, the rest of the body plausible.
    const fields = fieldPaths(schema);
    for (const at of fields) {
      for (const value of BAD_VALUES) {
        const body = JSON.stringify(withValue(plausible, at, value));
        add(`field ${at.join(".")}=${JSON.stringify(value).slice(0, 16)}`, withQuery(valid), body);
      }
    }
    if (fields[0]) {
      const body = JSON.stringify(withValue(plausible, fields[0], "x".repeat(HUGE)));
      add(`field ${fields[0].join(".")} huge`, withQuery(valid), body);
    }
  }
  return cases;
}

/** Operations that answer something other than JSON with a 2xx, per the document. */
function declaredNonJson(op: OperationDoc): boolean {
  return Object.entries(op.responses ?? {}).some(
    ([code, response]) =>
      code.startsWith("2") && Object.keys(response.content ?? {}).some((t) => !t.includes("json")),
  );
}

export async function fuzz(log: (line: string) => void): Promise<FuzzFigures> {
  const docReply = await rawRequest({ method: "GET", target: `${API}/openapi.json` });
  if (docReply.status !== 200) throw new Error(`openapi.json answered ${docReply.status}`);
  const doc = JSON.parse(docReply.text) as OpenApi;
  // A customer of its own, so the signed-in operations are reached past their 401.
  const account = await signUp({
    email: uniqueEmail("fuzz"),
    body: { token_delivery: "body" },
  });
  const token = account.reply.json<Ok<{ api_token?: string }>>().content.api_token ?? "";

  const figures: FuzzFigures = {
    operations: 0,
    tried: 0,
    serverErrors: [],
    notJson: [],
    stackTraces: [],
    unanswered: [],
    limited: 0,
    cutOff: 0,
    byStatus: new Map(),
  };
  const jobs: (() => Promise<void>)[] = [];
  // A fresh client (address, session, XSRF token) every few requests, so per-client limits
  // do not turn the answers into 429s.
  let client = new WireClient();
  let uses = 0;
  const nextClient = () => {
    if (++uses % 6 === 0) client = new WireClient();
    return client;
  };

  for (const [template, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!op.responses) continue;
      figures.operations += 1;
      const binary = declaredNonJson(op);
      for (const request of casesOf(template, method, op, token)) {
        jobs.push(async () => {
          const label = `${request.method} ${request.target.slice(0, 90)} [${request.what}]`;
          const huge = (request.body?.length ?? 0) > 256 * 1024;
          let reply: WireReply;
          try {
            reply = await nextClient().send(request);
          } catch (error) {
            // Over the limit, the server answers before reading the upload and may close the
            // connection under it: a cut-off is the expected outcome. Otherwise, no answer fails.
            if (huge) figures.cutOff += 1;
            else figures.unanswered.push(`${label}: ${(error as Error).message}`);
            return;
          }
          figures.tried += 1;
          figures.byStatus.set(reply.status, (figures.byStatus.get(reply.status) ?? 0) + 1);
          if (reply.status === 429) figures.limited += 1;
          if (reply.status >= 500) {
            figures.serverErrors.push(`${reply.status} ${label} ${reply.text.slice(0, 120)}`);
          }
          if (STACK.test(reply.text)) figures.stackTraces.push(`${reply.status} ${label}`);
          const underApi = request.target.startsWith(`${API}/`);
          const exempt =
            (binary && reply.status >= 200 && reply.status < 300) ||
            reply.status === 204 ||
            reply.status === 304;
          if (underApi && !exempt && !reply.contentType.includes("application/json")) {
            figures.notJson.push(`${reply.status} ${label} (${reply.contentType || "no type"})`);
          }
        });
      }
    }
  }
  log(`fuzz: ${jobs.length} cases over ${figures.operations} operations`);
  await runPool(jobs, 8);
  return figures;
}
