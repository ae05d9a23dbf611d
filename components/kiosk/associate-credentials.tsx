"use client";

import type { ReactNode } from "react";

type Field = "user_name" | "pin";

/**
 * The associate's name and PIN, the kiosk's one way of saying who acts (issues 23 and 38): the
 * PIN prompt of a kiosk action and both steps of a counter return ask them alike. Where each
 * place shows a field's error, and which message describes it, stays the caller's.
 */
export function AssociateCredentials({
  nameId,
  pinId,
  name,
  onName,
  pin,
  onPin,
  required = false,
  focusPin = false,
  invalid,
  describedBy,
  after,
}: {
  nameId: string;
  pinId: string;
  name: string;
  onName: (name: string) => void;
  pin: string;
  onPin: (pin: string) => void;
  required?: boolean;
  /** The prompt appears because the associate just pressed a button: go to the PIN. */
  focusPin?: boolean;
  invalid: (field: Field) => boolean;
  describedBy: (field: Field) => string | undefined;
  /** What follows a field (its error), where the caller shows it there. */
  after?: Partial<Record<Field, ReactNode>>;
}) {
  return (
    <>
      <div className="field">
        <label htmlFor={nameId}>Associate name</label>
        <input
          id={nameId}
          value={name}
          onChange={(event) => onName(event.target.value)}
          required={required || undefined}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={invalid("user_name") ? true : undefined}
          aria-describedby={describedBy("user_name")}
        />
        {after?.user_name}
      </div>
      <div className="field">
        <label htmlFor={pinId}>PIN</label>
        <input
          id={pinId}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          required={required || undefined}
          value={pin}
          onChange={(event) => onPin(event.target.value)}
          autoFocus={focusPin || undefined}
          aria-invalid={invalid("pin") ? true : undefined}
          aria-describedby={describedBy("pin")}
        />
        {after?.pin}
      </div>
    </>
  );
}
