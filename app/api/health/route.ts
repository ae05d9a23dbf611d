// GET /api/health – operators: the process answers (issue 24)
import { NextResponse } from "next/server";

// Answered per request, never from a build-time copy: a prerendered "ok" proves nothing.
export const dynamic = "force-dynamic";

export function GET() {
  return NextResponse.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
