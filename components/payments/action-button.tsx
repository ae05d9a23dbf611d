"use client";

import { useState, type ReactNode } from "react";
import { FormFailure } from "@/components/content/form-failure";

type Props = {
  onAction: () => Promise<void>;
  children: ReactNode;
  busyLabel: string;
  testId: string;
  className: string;
  /** Shown when the action fails without a message of its own. */
  fallbackFailure: string;
  /** The action navigates away: the button stays busy after it so it cannot be pressed twice. */
  leavesPage?: boolean;
  hint?: ReactNode;
};

/** A payment method's one button: busy while its action runs, and the failure beneath it. */
export function ActionButton(props: Props) {
  const { onAction, children, busyLabel, testId, className, fallbackFailure, leavesPage } = props;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function run() {
    setBusy(true);
    setFailure(null);
    try {
      await onAction();
      if (!leavesPage) setBusy(false);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : fallbackFailure);
      setBusy(false);
    }
  }

  return (
    <div className={className}>
      <button
        type="button"
        className="button button--primary"
        onClick={run}
        disabled={busy}
        data-testid={testId}
      >
        {busy ? busyLabel : children}
      </button>
      {props.hint}
      <FormFailure message={failure} />
    </div>
  );
}
