// GET /sanctum/csrf-cookie – spec 7, Session and store
import { NextResponse } from "next/server";
import { issueCsrfToken, XSRF_COOKIE, xsrfCookieOptions } from "@/lib/api/csrf";
import { handle } from "@/lib/api/handler";
import { csrfCookie } from "@/lib/api/operations/session";
import { isSecureRequest } from "@/lib/http/secure-request";

export const GET = handle(csrfCookie, async (ctx) => {
  // The token is bound to the web session, so the session starts here if there is none yet.
  const session = await ctx.session();
  const response = new NextResponse(null, {
    status: 204,
    headers: { "Cache-Control": "no-store" },
  });
  response.cookies.set(
    XSRF_COOKIE,
    issueCsrfToken(session.sid),
    xsrfCookieOptions(isSecureRequest(ctx.request.headers, ctx.request.nextUrl)),
  );
  return response;
});
