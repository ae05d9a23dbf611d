"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { submitFailure } from "@/components/content/form-errors";
import { api, call } from "@/lib/http/api-client";
import { KIOSK_MESSAGES } from "@/lib/kiosks/rules";

type State =
  | { status: "idle" }
  | { status: "sending" }
  | { status: "done"; label: string }
  | { status: "failed"; message: string };

/**
 * Issue 25: the kiosk's browser opens the one-time link from `npm run kiosks -- enroll` (or from
 * staff). The code is in the fragment, which never reaches a server log; opening the link changes
 * nothing, the press enrolls this browser.
 */
export function KioskEnroll() {
  const code = useRef<string | null>(null);
  const [state, setState] = useState<State>({ status: "idle" });
  useEffect(() => {
    // Read once after hydration; the fragment is dropped from the address bar and history.
    code.current = window.location.hash.slice(1);
    window.history.replaceState(null, "", window.location.pathname);
  }, []);

  const press = async () => {
    if (state.status === "sending") return;
    const sent = code.current;
    if (!sent) {
      setState({ status: "failed", message: KIOSK_MESSAGES.enrollmentInvalid });
      return;
    }
    setState({ status: "sending" });
    try {
      const device = await call(() =>
        api.POST("/api/external/public/kiosk-enrollment", { body: { code: sent } }),
      );
      setState({ status: "done", label: device.label });
    } catch (error) {
      setState({ status: "failed", message: submitFailure(error).message });
    }
  };

  if (state.status === "done") {
    return (
      <div className="account-notice" role="status" data-testid="kiosk-enrolled">
        <p>
          This browser is now the kiosk “{state.label}” of this store. Sales associates can sign in
          to bags here.
        </p>
        <p>
          <Link href="/">Go to the store</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="account-form">
      <p>
        Press the button to make this browser a kiosk of this store, where sales associates sign in
        with their PIN. Use it only on the store&rsquo;s own kiosk.
      </p>
      <button
        type="button"
        className="button button--primary"
        onClick={press}
        disabled={state.status === "sending"}
        data-testid="kiosk-enroll"
      >
        {state.status === "sending" ? "Enrolling…" : "Enroll this browser"}
      </button>
      {state.status === "failed" && (
        <p className="content-form__failure" role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}
