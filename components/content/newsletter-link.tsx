"use client";

import Link from "next/link";
import { api, call } from "@/lib/http/api-client";
import { LinkAction } from "./link-action";

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
  const words = ACTIONS[action];
  return (
    <LinkAction
      testId={`newsletter-${action}`}
      label={words.button}
      busyLabel={words.busy}
      intro={<p>{words.intro}</p>}
      run={async () => {
        await words.send(token);
      }}
      done={
        <>
          <p>{words.done}</p>
          <p>
            <Link href="/">Back to the store</Link>
          </p>
        </>
      }
    />
  );
}
