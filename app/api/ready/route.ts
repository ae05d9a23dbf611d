// GET /api/ready – operators: database, Redis and catalogue reachable, else 503 (issue 24)
import { NextResponse } from "next/server";
import { serverReadiness } from "@/lib/health/probes";

export const dynamic = "force-dynamic";

export async function GET() {
  const report = await serverReadiness();
  return NextResponse.json(report, {
    status: report.status === "ready" ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
