"use client";

import Link from "next/link";
import { useState } from "react";
import { api, call } from "@/lib/http/api-client";
import { submitFailure } from "./form-errors";

type State =
  | { status: "idle" }
  | { status: "sending" }
  | { status: "done" }
  | { status: "failed"; message: string };

const ACTIONS = {
  confirm: {
    intro: "Press the button to start receiving our letters from the studio at this address.",
    button: "Confirm my subscription",
    busy: "Confirming…",
    done: "Thank you: your subscription is confirmed. Our next letter from the studio is yours.",
    send: (token: string) =>
      call(() => api.POST("/api/external/public/newsletter/confirm", { body: { token } })),
  },
  unsubscribe: {
    intro: "Press the button and we will send no more letters to this address.",
    button: "Unsubscribe",
    busy: "Unsubscribing…",
    done: "You are unsubscribed. We will send no more letters to this address.",
    send: (token: string) =>
      call(() => api.POST("/api/external/public/newsletter/unsubscribe", { body: { token } })),
  },
} as const;

/**
 * The button of a newsletter mail's link. Opening the link changes nothing: mail scanners open
 * links, so only the press (a POST) confirms or unsubscribes.
 */
export function NewsletterLink({ action, token }: { action: keyof typeof ACTIONS; token: string }) {
  const [state, setState] = useState<State>({ status: "idle" });
  const words = ACTIONS[action];

  const press = async () => {
    if (state.status === "sending") return;
    setState({ status: "sending" });
    try {
      await words.send(token);
      setState({ status: "done" });
    } catch (error) {
      setState({ status: "failed", message: submitFailure(error).message });
    }
  };

  if (state.status === "done") {
    return (
      <div className="account-notice" role="status" data-testid={`newsletter-${action}-done`}>
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
        data-testid={`newsletter-${action}`}
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
