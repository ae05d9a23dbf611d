"use client";

import { useState, type ReactNode } from "react";
import { ActionButton } from "@/components/content/action-button";

/**
 * A mailed link's page: the button does the work (a POST), never the page load, because mail
 * scanners open links and a GET must not change anything. Once done, the page says what happened.
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
  const [finished, setFinished] = useState(false);
  if (finished) {
    return (
      <div className="account-notice" role="status" data-testid={`${testId}-done`}>
        {done}
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
          await run();
          setFinished(true);
        }}
      >
        {label}
      </ActionButton>
    </div>
  );
}
