"use client";

import "@/app/account.css";
import { useState, type ReactNode } from "react";
import { ActionButton } from "./action-button";

/**
 * A mailed (or handed-over) link's page: the button does the work (a POST), never the page load,
 * because mail scanners open links and a GET must not change anything. Once done, the page says
 * what happened, from what the action answered.
 */
export function LinkAction<T>({
  intro,
  label,
  busyLabel,
  testId,
  doneTestId = `${testId}-done`,
  run,
  done,
}: {
  intro: ReactNode;
  label: string;
  busyLabel: string;
  testId: string;
  doneTestId?: string;
  run: () => Promise<T>;
  done: ReactNode | ((result: T) => ReactNode);
}) {
  const [finished, setFinished] = useState<{ result: T } | null>(null);
  if (finished) {
    return (
      <div className="account-notice" role="status" data-testid={doneTestId}>
        {typeof done === "function" ? done(finished.result) : done}
      </div>
    );
  }
  return (
    <div className="account-form">
      {intro}
      <ActionButton
        testId={testId}
        busyLabel={busyLabel}
        onAction={async () => {
          setFinished({ result: await run() });
        }}
      >
        {label}
      </ActionButton>
    </div>
  );
}
