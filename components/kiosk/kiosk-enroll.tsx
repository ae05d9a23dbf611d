"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";
import { ReadableFailure } from "@/components/content/form-errors";
import { LinkAction } from "@/components/content/link-action";
import { api, call } from "@/lib/http/api-client";
import { KIOSK_MESSAGES } from "@/lib/kiosks/rules";

/**
 * Issue 25: the kiosk's browser opens the one-time link from `npm run kiosks -- enroll` (or from
 * staff). The code is in the fragment, which never reaches a server log; opening the link changes
 * nothing, the press enrolls this browser.
 */
export function KioskEnroll() {
  const code = useRef<string | null>(null);
  useEffect(() => {
    // Read once after hydration; the fragment is dropped from the address bar and history.
    code.current = window.location.hash.slice(1);
    window.history.replaceState(null, "", window.location.pathname);
  }, []);

  return (
    <LinkAction
      testId="kiosk-enroll"
      doneTestId="kiosk-enrolled"
      label="Enroll this browser"
      busyLabel="Enrolling…"
      intro={
        <p>
          Press the button to make this browser a kiosk of this store, where sales associates sign
          in with their PIN. Use it only on the store&rsquo;s own kiosk.
        </p>
      }
      run={() => {
        const sent = code.current;
        if (!sent) throw new ReadableFailure(KIOSK_MESSAGES.enrollmentInvalid);
        return call(() =>
          api.POST("/api/external/public/kiosk-enrollment", { body: { code: sent } }),
        );
      }}
      done={(device) => (
        <>
          <p>
            This browser is now the kiosk “{device.label}” of this store. Sales associates can sign
            in to bags here.
          </p>
          <p>
            <Link href="/">Go to the store</Link>
          </p>
        </>
      )}
    />
  );
}
