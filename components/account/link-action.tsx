"use client";

import { useState, type ReactNode } from "react";
import { submitFailure } from "@/components/content/form-errors";

type State = { status: "idle" | "sending" | "done" } | { status: "failed"; message: string };

/**
 * A mailed link's page: the button does the work (a POST), never the page load, because mail
 * scanners open links and a GET must not change anything. A double press sends once.
 */
export function LinkAction({
  intro,
  label,
  busyLabel,
  testId,
  run,
  done,
}: {
  intro: ReactNode;
  label: string;
  busyLabel: string;
  testId: string;
  run: () => Promise<void>;
  done: ReactNode;
}) {
  const [state, setState] = useState<State>({ status: "idle" });
  const press = async () => {
    if (state.status === "sending" || state.status === "done") return;
    setState({ status: "sending" });
    try {
      await run();
      setState({ status: "done" });
    } catch (error) {
      setState({ status: "failed", message: submitFailure(error).message });
    }
  };
  if (state.status === "done") {
    return (
      <div className="account-notice" role="status" data-testid={`${testId}-done`}>
        {done}
      </div>
    );
  }
  return (
    <div className="account-form">
      {intro}
      <button
        type="button"
        className="button button--primary"
        onClick={press}
        disabled={state.status === "sending"}
        data-testid={testId}
      >
        {state.status === "sending" ? busyLabel : label}
      </button>
      {state.status === "failed" && (
        <p className="content-form__failure" role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}
