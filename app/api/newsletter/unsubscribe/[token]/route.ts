// POST /api/newsletter/unsubscribe/{token} – RFC 8058 one-click unsubscribe (issue 23)
import type { NextRequest } from "next/server";
import { oneClickUnsubscribe } from "@/lib/api/one-click-unsubscribe";

export async function POST(
  request: NextRequest,
  { params }: { params: Promise<{ token: string }> },
) {
  return oneClickUnsubscribe(request, (await params).token);
}
