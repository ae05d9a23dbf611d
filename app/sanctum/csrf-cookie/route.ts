// GET /sanctum/csrf-cookie – spec 7, Session and store
import { NextResponse } from "next/server";
import { issueCsrfToken, XSRF_COOKIE } from "@/lib/api/csrf";
import { handle } from "@/lib/api/handler";
import { csrfCookie } from "@/lib/api/operations/session";
import { isProduction } from "@/lib/env";

export const GET = handle(csrfCookie, async () => {
  const response = new NextResponse(null, {
    status: 204,
    headers: { "Cache-Control": "no-store" },
  });
  // Readable by page scripts on purpose: they echo it in X-XSRF-TOKEN (double submit).
  response.cookies.set(XSRF_COOKIE, issueCsrfToken(), {
    httpOnly: false,
    sameSite: "lax",
    secure: isProduction(),
    path: "/",
    maxAge: 60 * 60 * 2,
  });
  return response;
});
