"use client";

import "@/app/account.css";
import Link from "next/link";
import { useState } from "react";
import { submitFailure } from "@/components/content/form-errors";
import { api, call, envelopeOf } from "@/lib/http/api-client";

type State = { status: "idle" | "sending" | "done" } | { status: "failed"; message: string };

const WORDS = {
  export: {
    intro: "Press the button to download a copy of your data as a JSON file. The link works once.",
    button: "Download my data",
    busy: "Preparing your file…",
    done: "Your file is downloaded. This link works no more; you can ask again at any time.",
  },
  erase: {
    intro:
      "Press the button to erase your data. Orders stay in our books for seven years, as New " +
      "York tax law requires, without your name, e-mail, phone or street. Everything else is " +
      "deleted and cannot be recovered.",
    button: "Erase my data permanently",
    busy: "Erasing…",
    done: "Your data is erased. You are signed out, and this address is free to use again.",
  },
} as const;

/** Saves the file in the browser: the answer was a POST, so no link can be followed to it. */
function save(file: unknown) {
  const blob = new Blob([JSON.stringify(file, null, 2)], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = "my-data.json";
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The button of a privacy request's mailed link (issue 37). Opening the link changes nothing:
 * mail scanners open links, so only the press (a POST) downloads or erases.
 */
export function PrivacyLink({ kind, token }: { kind: "export" | "erase"; token: string }) {
  const [state, setState] = useState<State>({ status: "idle" });
  const words = WORDS[kind];

  const press = async () => {
    if (state.status === "sending") return;
    setState({ status: "sending" });
    try {
      if (kind === "export") {
        save(
          await envelopeOf(() =>
            api.POST("/api/external/public/privacy-requests/download", { body: { token } }),
          ),
        );
      } else {
        await call(() =>
          api.POST("/api/external/public/privacy-requests/erase", { body: { token } }),
        );
      }
      setState({ status: "done" });
    } catch (error) {
      setState({ status: "failed", message: submitFailure(error).message });
    }
  };

  if (state.status === "done") {
    return (
      <div className="account-notice" role="status" data-testid={`privacy-${kind}-done`}>
        <p>{words.done}</p>
        <p>
          <Link href="/">Back to the store</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="account-form">
      <p>{words.intro}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={press}
        disabled={state.status === "sending"}
        data-testid={`privacy-${kind}-confirm`}
      >
        {state.status === "sending" ? words.busy : words.button}
      </button>
      {state.status === "failed" && (
        <p className="content-form__failure" role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}
