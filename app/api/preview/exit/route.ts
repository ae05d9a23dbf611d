// POST /api/preview/exit?path=/craft – turn staff preview off and go back to path
import { draftMode } from "next/headers";
import { NextResponse, type NextRequest } from "next/server";
import { exitTarget, safeRedirectPath } from "@/lib/content/preview";

async function exit(request: NextRequest) {
  (await draftMode()).disable();
  const target = exitTarget(
    request.nextUrl.searchParams.get("path"),
    request.headers.get("referer"),
    request.headers.get("host"),
  );
  const response = new NextResponse(null, {
    // 303: after a POST the browser follows with a GET.
    status: 303,
    headers: { Location: safeRedirectPath(target), "Cache-Control": "no-store" },
  });
  return response;
}

// POST only (the banner's form): a GET could be fired by any other site's <img>.
export const POST = exit;
