// GET /api/health – orchestrators: liveness, 503 when the process cannot make progress (issue 34)
import { NextResponse } from "next/server";
import { serverLiveness } from "@/lib/health/probes";

// Answered per request, never from a build-time copy: a prerendered "ok" proves nothing.
export const dynamic = "force-dynamic";

export function GET() {
  const report = serverLiveness();
  const ok = report.status === "ok";
  return NextResponse.json(report, {
    status: ok ? 200 : 503,
    headers: { "Cache-Control": "no-store", ...(ok ? {} : { "Retry-After": "5" }) },
  });
}
