// POST /api/orders/track – guests (issue 26): the tracking form, answered with a 303 to the page
import { NextResponse, type NextRequest } from "next/server";
import { clientIp } from "@/lib/api/client-ip";
import { isSecureRequest } from "@/lib/http/secure-request";
import {
  answerTrackForm,
  postedFromHere,
  TRACK_COOKIES,
  TRACK_FORM_COOKIE,
  trackCookieOptions,
} from "@/lib/orders/tracking";
import { storeOfRequest } from "@/lib/api/request-store";

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, 320) : undefined;
};

export async function POST(request: NextRequest) {
  if (!postedFromHere(request.headers)) {
    return new NextResponse("This form is only sent from this shop's own page.", { status: 403 });
  }
  const form = await request.formData().catch(() => new FormData());
  const answer = await answerTrackForm(
    { intent: text(form, "intent"), number: text(form, "number"), email: text(form, "email") },
    {
      store: storeOfRequest(request),
      ip: clientIp(request.headers),
      // "Forget" ends the grant this cookie names, on the server (issue 35).
      cookie: request.cookies.get(TRACK_FORM_COOKIE)?.value,
    },
  );
  // 303: the browser follows with a GET, and a reload does not post the e-mail again.
  const response = new NextResponse(null, {
    status: 303,
    headers: { Location: answer.location, "Cache-Control": "no-store" },
  });
  const secure = isSecureRequest(request.headers, request.nextUrl);
  for (const { name, path } of TRACK_COOKIES) {
    const options = trackCookieOptions(secure, path);
    if (answer.cookie === "clear") response.cookies.set(name, "", { ...options, maxAge: 0 });
    else if (answer.cookie) response.cookies.set(name, answer.cookie, options);
  }
  return response;
}
