// GET /api/ready – load balancers: database, Redis and catalogue reachable and not draining, else 503
import { NextResponse } from "next/server";
import { serverReadiness } from "@/lib/health/probes";

export const dynamic = "force-dynamic";

export async function GET() {
  const report = await serverReadiness();
  const ready = report.status === "ready";
  return NextResponse.json(report, {
    status: ready ? 200 : 503,
    headers: { "Cache-Control": "no-store", ...(ready ? {} : { "Retry-After": "5" }) },
  });
}
