"use client";

import "@/app/account.css";
import { useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "@/components/content/form-field";
import { passwordStrength } from "@/lib/customers/password-strength";
import { PASSWORD_MIN } from "@/lib/customers/password-rules";

type Props = {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  autoComplete: "current-password" | "new-password";
  /** The typed value, for the strength hint of a new password; omit for sign-in. */
  strengthOf?: string;
};

/**
 * A password input with a "Show" toggle and, for a new password, a live strength hint. The hint
 * is advice, not a rule: the schema only asks for PASSWORD_MIN characters (ASVS 5).
 */
export function PasswordField({ id, label, registration, error, autoComplete, strengthOf }: Props) {
  const [visible, setVisible] = useState(false);
  const isNew = strengthOf !== undefined;
  const strength = passwordStrength(strengthOf ?? "");
  const strengthId = `${id}-strength`;
  return (
    <FormField
      id={id}
      label={label}
      hint={
        isNew ? `At least ${PASSWORD_MIN} characters. A few unrelated words work well.` : undefined
      }
      error={error}
    >
      {(a11y) => (
        <>
          <div className="password-field">
            <input
              {...a11y}
              aria-describedby={
                isNew
                  ? [a11y["aria-describedby"], strengthId].filter(Boolean).join(" ")
                  : a11y["aria-describedby"]
              }
              type={visible ? "text" : "password"}
              autoComplete={autoComplete}
              autoCapitalize="off"
              spellCheck={false}
              {...registration}
            />
            <button
              type="button"
              className="password-field__toggle"
              aria-pressed={visible}
              aria-controls={id}
              aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
              onClick={() => setVisible((v) => !v)}
            >
              {visible ? "Hide" : "Show"}
            </button>
          </div>
          {isNew && (
            <div className="password-strength" data-score={strength.score}>
              <span className="password-strength__bar" aria-hidden="true">
                {[1, 2, 3, 4].map((step) => (
                  <span
                    key={step}
                    className={
                      step <= strength.score
                        ? "password-strength__step password-strength__step--on"
                        : "password-strength__step"
                    }
                  />
                ))}
              </span>
              <span id={strengthId} className="password-strength__label" aria-live="polite">
                {strength.label ? `Password strength: ${strength.label}` : ""}
              </span>
            </div>
          )}
        </>
      )}
    </FormField>
  );
}
