"use client";

import { useState, type ReactNode } from "react";
import { submitFailure } from "./form-errors";
import { FormFailure } from "./form-failure";

type Props = {
  onAction: () => Promise<void>;
  children: ReactNode;
  busyLabel: string;
  testId: string;
  /** The button's own classes: a primary button unless said otherwise. */
  buttonClassName?: string;
  /** A wrapper around the button, its hint and its failure; none when absent. */
  className?: string;
  /** The action navigates away: the button stays busy after it so it cannot be pressed twice. */
  leavesPage?: boolean;
  hint?: ReactNode;
};

/**
 * A button that does one thing on the server (start a payment, sign out): busy while its action
 * runs, pressed once at a time, and what went wrong read out beneath it.
 */
export function ActionButton(props: Props) {
  const { onAction, children, busyLabel, testId, leavesPage, hint } = props;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function run() {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await onAction();
      if (!leavesPage) setBusy(false);
    } catch (error) {
      setFailure(submitFailure(error).message);
      setBusy(false);
    }
  }

  const parts = (
    <>
      <button
        type="button"
        className={props.buttonClassName ?? "button button--primary"}
        onClick={run}
        disabled={busy}
        data-testid={testId}
      >
        {busy ? busyLabel : children}
      </button>
      {hint}
      <FormFailure message={failure} />
    </>
  );
  return props.className ? <div className={props.className}>{parts}</div> : parts;
}
