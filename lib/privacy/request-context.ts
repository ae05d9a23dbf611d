import type { NextRequest, NextResponse } from "next/server";
import {
  PRIVACY_CONTEXT_COOKIE,
  privacyContextOf,
  REGION_COOKIE,
  serializePrivacyContext,
} from "./jurisdiction";

/**
 * The proxy's part in consent (issue 37): what this request says about the shopper's
 * jurisdiction (the CDN's country header named by CONSENT_COUNTRY_HEADER, else the region the
 * shopper chose) and their Global Privacy Control signal (`Sec-GPC: 1`), handed to the page as a
 * session cookie. Set only when it changes, so a page otherwise cacheable stays so.
 */
export function passPrivacyContext(
  request: NextRequest,
  response: NextResponse,
  countryHeader: string | undefined,
  secure: boolean,
): void {
  const value = serializePrivacyContext(
    privacyContextOf({
      cdnCountry: countryHeader ? request.headers.get(countryHeader) : null,
      chosenCountry: request.cookies.get(REGION_COOKIE)?.value ?? null,
      secGpc: request.headers.get("sec-gpc"),
    }),
  );
  if (request.cookies.get(PRIVACY_CONTEXT_COOKIE)?.value === value) return;
  // Read by the browser shell, so not httpOnly; a session cookie, as the signal is per browser.
  response.cookies.set(PRIVACY_CONTEXT_COOKIE, value, { path: "/", sameSite: "lax", secure });
}
