// POST /api/internal/revalidate – catalogue:build tells this server its prerendered pages are stale
import { revalidatePath } from "next/cache";
import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/lib/env";
import { previewSecretMatches } from "@/lib/content/preview";

export async function POST(request: NextRequest) {
  const { REVALIDATE_SECRET } = env();
  if (!REVALIDATE_SECRET) return NextResponse.json({ message: "Not found." }, { status: 404 });
  const given = request.headers.get("authorization")?.replace(/^Bearer\s+/i, "");
  if (!previewSecretMatches(given, REVALIDATE_SECRET)) {
    return NextResponse.json({ message: "Unauthenticated." }, { status: 401 });
  }
  // Every page below the store segment, for every store.
  revalidatePath("/s/[store]", "layout");
  return NextResponse.json({ status: "success", content: { revalidated: true } });
}
