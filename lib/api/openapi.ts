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
  required: ["message"],
  properties: {
    status: { const: "error" },
    message: { type: "string" },
    errors: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } },
  },
};

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
  if (op.auth !== "none") {
    list.push({
      name: "api_token",
      in: "query",
      required: false,
      schema: { type: "string" },
      description: "Customer api token (or a bearer header, or the web session).",
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
        properties: { status: { const: "success" }, content: toSchema(op.response, "output") },
      },
    },
  };
}

/** The OpenAPI 3.1 document, generated from the same zod schemas the handlers parse with. */
export function openApiDocument(operations: Operation[], serverUrl: string): JsonSchema {
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
    if (op.method !== "GET")
      responses["419"] = {
        description: "CSRF token missing or wrong",
        content: { "application/json": { schema: errorSchema } },
      };
    (paths[path] ??= {})[op.method.toLowerCase()] = {
      summary: op.summary,
      tags: [op.tag],
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
    info: { title: `${brand.name} storefront API`, version: "1.0.0" },
    servers: [{ url: serverUrl }],
    paths,
  };
}
