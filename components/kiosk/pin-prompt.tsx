"use client";

import { useId, useState, type FormEvent } from "react";
import { submitFailure } from "@/components/content/form-errors";
import { useSingleFlight } from "@/components/content/use-single-flight";
import { ASSOCIATE_CODES } from "@/lib/associates/messages";
import { associateSignInSchema } from "@/lib/associates/schema";
import { api, call } from "@/lib/http/api-client";
import { HttpError } from "@/lib/http/client";
import { AssociateCredentials } from "./associate-credentials";
import { ASSOCIATE_CHANGED_EVENT } from "./associate-events";

/** The server's "enter your PIN again" (issue 23) as the message to show, else null. */
export function pinRequest(error: unknown): string | null {
  return error instanceof HttpError && error.code === ASSOCIATE_CODES.pinRequired
    ? error.message
    : null;
}

type Props = {
  orderId: string;
  /** Why the PIN is asked for, in the server's words. */
  message: string;
  /** The associate serving the bag, filled in; they type only the PIN. */
  userName: string;
  /** Runs the action again once the PIN is accepted. */
  onConfirmed: () => Promise<void> | void;
  onCancel: () => void;
};

/**
 * Kiosk money actions each need the associate's PIN (issue 23): this asks for it where the
 * action was refused, then retries the action. Its own form, so it never nests in the action's.
 */
export function PinPrompt({ orderId, message, userName, onConfirmed, onCancel }: Props) {
  const id = useId();
  const [name, setName] = useState(userName);
  const [pin, setPin] = useState("");
  const [error, setError] = useState<{ field: "user_name" | "pin" | null; text: string } | null>(
    null,
  );
  const submit = useSingleFlight(async (_event: FormEvent<HTMLFormElement>) => {
    const parsed = associateSignInSchema.safeParse({ user_name: name, pin });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path[0] === "user_name" ? "user_name" : "pin";
      setError({ field, text: issue?.message ?? "Please enter your PIN." });
      return;
    }
    setError(null);
    try {
      await call(() =>
        api.POST("/api/external/public/validateAssociate", {
          body: { ...parsed.data, order_id: orderId },
        }),
      );
    } catch (failure) {
      const { message: text, fields } = submitFailure(failure);
      setPin("");
      setError(
        fields.user_name
          ? { field: "user_name", text: fields.user_name }
          : { field: fields.pin ? "pin" : null, text: fields.pin ?? text },
      );
      return;
    }
    window.dispatchEvent(new Event(ASSOCIATE_CHANGED_EVENT));
    await onConfirmed();
  });
  const errorId = `${id}-error`;
  const describe = (field: "user_name" | "pin") =>
    error?.field === field ? errorId : `${id}-message`;
  return (
    <form
      className="pin-prompt"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      data-testid="pin-prompt"
    >
      <h4 id={`${id}-title`} className="pin-prompt__title">
        Associate PIN
      </h4>
      <p id={`${id}-message`} role="alert" className="pin-prompt__message">
        {message}
      </p>
      <div className="pin-prompt__fields">
        <AssociateCredentials
          nameId={`${id}-user`}
          pinId={`${id}-pin`}
          name={name}
          onName={setName}
          pin={pin}
          onPin={setPin}
          focusPin
          invalid={(field) => error?.field === field}
          describedBy={describe}
        />
      </div>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error.text}
        </p>
      )}
      <div className="pin-prompt__actions">
        <button type="submit" className="button button--primary">
          Confirm with PIN
        </button>
        <button type="button" className="link-button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
