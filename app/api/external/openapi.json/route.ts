// GET /api/external/openapi.json – the API contract, generated from the zod schemas
import { NextResponse } from "next/server";
import { openApiDocument } from "@/lib/api/openapi";
import { allOperations } from "@/lib/api/operations";
import { apiServers } from "@/lib/api/servers";

export function GET() {
  return NextResponse.json(openApiDocument(allOperations, apiServers()), {
    headers: { "Cache-Control": "public, max-age=300" },
  });
}
