import { z } from "zod";
import { brand } from "../brand";
import type { Operation } from "./operation";

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: "input" | "output"): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
  }) as JsonSchema;
  return rest;
};

const errorSchema: JsonSchema = {
  type: "object",
  required: ["status", "message", "code"],
  properties: {
    status: { const: "error" },
    message: { type: "string", description: "For people: show it as it is." },
    code: {
      type: "string",
      description:
        "For programs: a stable reason (`invalid`, `not_found`, `cart_not_found`, " +
        "`cart_item_not_found`, `checkout_in_progress`, `rate_limited`, `csrf`…).",
    },
    errors: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } },
  },
};

/** How a caller proves who it is (see security() for which an operation accepts). */
const securitySchemes: JsonSchema = {
  xsrfToken: {
    type: "apiKey",
    in: "header",
    name: "X-XSRF-TOKEN",
    description:
      "Every state-changing call echoes the XSRF-TOKEN cookie from GET /sanctum/csrf-cookie " +
      "here, and sends that cookie and the atelier_session cookie it is bound to.",
  },
  webSession: {
    type: "apiKey",
    in: "cookie",
    name: "atelier_session",
    description: "The web session: a guest's carts and designs, and a signed-in customer.",
  },
  apiToken: {
    type: "apiKey",
    in: "query",
    name: "api_token",
    description: "A customer's api token (from /login or /customers/signup).",
  },
  bearerToken: {
    type: "http",
    scheme: "bearer",
    description: "The same customer api token, as a bearer header.",
  },
  partnerToken: {
    type: "http",
    scheme: "bearer",
    description:
      "A partner's token (the atelier, client care), made by the operator with `npm run " +
      "partners -- create`; it holds scopes (`stages`, `cancel`), and each partner operation " +
      "names the one it needs. No cookie and no XSRF token.",
  },
};

/**
 * The security requirements of an operation: alternatives (OR) of schemes that go together
 * (AND). A public read needs nothing; every write needs the XSRF pair.
 */
function security(op: Operation): JsonSchema[] {
  if (op.auth === "partner") return [{ partnerToken: op.scopes ?? [] }];
  const writes = op.method !== "GET" || op.mutates === true;
  const customer = [{ apiToken: [] }, { bearerToken: [] }, { webSession: [] }];
  const alternatives =
    op.auth === "customer" ? customer : op.auth === "optional" ? [{}, ...customer] : [{}];
  if (!writes) return alternatives.length === 1 ? [] : alternatives;
  return alternatives.map((scheme) => ({ ...scheme, xsrfToken: [] }));
}

function parameters(op: Operation): JsonSchema[] {
  const list: JsonSchema[] = [];
  for (const [location, schema] of [
    ["path", op.params],
    ["query", op.query],
  ] as const) {
    if (!schema) continue;
    const json = toSchema(schema, "input") as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      list.push({
        name,
        in: location,
        required: location === "path" || (json.required ?? []).includes(name),
        schema: property,
      });
    }
  }
  if (op.idempotent) {
    list.push({
      name: "Idempotency-Key",
      in: "header",
      required: false,
      description:
        "Up to 255 printable characters, one per request the partner means: the same key with " +
        "the same request answers the first answer again (with `Idempotent-Replayed: true`) and " +
        "changes nothing; with another request it is a 422 `idempotency_key_reused`. Only " +
        "requests that succeeded are remembered, for 7 days.",
      schema: { type: "string", minLength: 1, maxLength: 255 },
    });
  }
  return list;
}

/** The envelope around the response schema, or the raw body for a non-JSON operation. */
function successContent(op: Operation): JsonSchema {
  if (op.responseContentType) {
    // OpenAPI 3.1 describes a binary body as a string with its media type (no base64 encoding).
    return {
      [op.responseContentType]: {
        schema: { ...toSchema(op.response, "output"), contentMediaType: op.responseContentType },
      },
    };
  }
  return {
    "application/json": {
      schema: {
        type: "object",
        required: ["status", "content"],
        properties: {
          ...(op.envelope
            ? (toSchema(op.envelope, "output") as { properties?: JsonSchema }).properties
            : {}),
          status: { const: "success" },
          content: toSchema(op.response, "output"),
        },
      },
    },
  };
}

export type ApiServer = { url: string; description: string };

/** The OpenAPI 3.1 document, generated from the same zod schemas the handlers parse with. */
export function openApiDocument(operations: Operation[], servers: ApiServer[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const op of operations) {
    const path = op.absolutePath ? op.path : `/api/external${op.path}`;
    const responses: Record<string, JsonSchema> = {
      "200": { description: "Success", content: successContent(op) },
      "422": {
        description: "Invalid input",
        content: { "application/json": { schema: errorSchema } },
      },
      "429": {
        description: "Rate limited",
        content: { "application/json": { schema: errorSchema } },
      },
    };
    if (op.params)
      responses["404"] = {
        description: "Not found",
        content: { "application/json": { schema: errorSchema } },
      };
    if (op.auth === "customer")
      responses["401"] = {
        description: "Unauthenticated",
        content: { "application/json": { schema: errorSchema } },
      };
    if (op.auth === "partner") {
      responses["401"] = {
        description: "No partner token, or one that is revoked or unknown",
        content: { "application/json": { schema: errorSchema } },
      };
      responses["403"] = {
        description: "The token lacks the operation's scope (`insufficient_scope`)",
        content: { "application/json": { schema: errorSchema } },
      };
      if (op.method !== "GET")
        responses["409"] = {
          description: "Not possible in the order's state (a stage backwards, skipped, …)",
          content: { "application/json": { schema: errorSchema } },
        };
    }
    if (op.method !== "GET" && op.auth !== "partner")
      responses["419"] = {
        description: "CSRF token missing or wrong",
        content: { "application/json": { schema: errorSchema } },
      };
    (paths[path] ??= {})[op.method.toLowerCase()] = {
      operationId: op.operationId,
      summary: op.summary,
      tags: [op.tag],
      security: security(op),
      parameters: parameters(op),
      ...(op.body
        ? {
            requestBody: {
              required: true,
              content: { "application/json": { schema: toSchema(op.body, "input") } },
            },
          }
        : {}),
      responses,
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: `${brand.name} storefront API`,
      version: "1.0.0",
      description:
        "The commerce API of every retail store of this deployment. Each store answers on its " +
        "own origin (below); the store is chosen by the host, never by a parameter.",
      contact: { name: `${brand.name} client care`, email: brand.supportEmail },
      license: {
        name: "Proprietary: for the store's partners",
        identifier: "LicenseRef-Proprietary",
      },
    },
    servers,
    paths,
    components: { securitySchemes },
  };
}
