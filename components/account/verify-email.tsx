"use client";

import Link from "next/link";
import { useState } from "react";
import { submitFailure } from "@/components/content/form-errors";
import { api, call } from "@/lib/http/api-client";

type State =
  | { status: "idle" }
  | { status: "sending" }
  | { status: "verified" }
  | { status: "failed"; message: string };

/**
 * Confirms the e-mail from the welcome mail's link. It posts only on the button press, never on
 * page load: mail scanners open links, and a GET must not change anything.
 */
export function VerifyEmail({ token, email }: { token: string; email: string }) {
  const [state, setState] = useState<State>({ status: "idle" });

  const confirm = async () => {
    if (state.status === "sending") return;
    setState({ status: "sending" });
    try {
      await call(() => api.POST("/api/external/public/verify-email", { body: { token, email } }));
      setState({ status: "verified" });
    } catch (error) {
      setState({ status: "failed", message: submitFailure(error).message });
    }
  };

  if (state.status === "verified") {
    return (
      <div className="account-notice" role="status" data-testid="email-verified">
        <p>
          Thank you: <strong>{email}</strong> is confirmed. Orders you placed with this address
          before you had an account now appear in your account.
        </p>
        <p>
          <Link className="button button--primary" href="/my-account/orders">
            See your orders
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="account-form">
      <p>
        Confirm that <strong>{email}</strong> is yours. Orders placed with it before you had an
        account then join your account.
      </p>
      <button
        type="button"
        className="button button--primary"
        onClick={confirm}
        disabled={state.status === "sending"}
        data-testid="verify-email"
      >
        {state.status === "sending" ? "Confirming…" : "Confirm my e-mail"}
      </button>
      {state.status === "failed" && (
        <p className="content-form__failure" role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}
