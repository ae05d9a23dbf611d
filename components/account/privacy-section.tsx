"use client";

import "@/app/account.css";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { FormFailure } from "@/components/content/form-failure";
import { submitFailure } from "@/components/content/form-errors";
import { api, call } from "@/lib/http/api-client";
import { ceremonyFailure } from "./passkey-errors";
import { PasswordField } from "./password-field";

type Kind = "export" | "erase";
type Step =
  | { kind: "idle" }
  | { kind: "busy"; what: Kind }
  | { kind: "password"; what: Kind }
  | { kind: "mailed"; what: Kind };

const WORDS = {
  export: {
    button: "Download my data",
    busy: "Asking…",
    why: "To send you your data, please confirm it is you.",
    mailed:
      "We have sent a link to your e-mail address. It downloads your data as a JSON file, " +
      "once, within 24 hours.",
  },
  erase: {
    button: "Delete my account",
    busy: "Asking…",
    why: "To delete your account, please confirm it is you.",
    mailed:
      "We have sent a link to your e-mail address. Open it within 24 hours and press its " +
      "button to delete your account. Nothing is deleted until then.",
  },
} as const;

/** A passkey sign-in on this browser: it renews the proof that the owner is here. */
async function passkeyProof(customerId: string): Promise<void> {
  const [optionsJSON, { startAuthentication }] = await Promise.all([
    call(() => api.POST("/api/external/login/passkey/options")),
    import("@simplewebauthn/browser"),
  ]);
  const response = await startAuthentication({ optionsJSON });
  const { customer } = await call(() =>
    api.POST("/api/external/login/passkey", { body: { response } }),
  );
  if (customer.id !== customerId) {
    // Another account's passkey signed this browser in as that account: nothing of this
    // account's may be asked for from here any more.
    window.location.reload();
    throw new Error("another account");
  }
}

/**
 * Issue 37: My account's "Download my data" and "Delete my account". Each asks who is at the
 * keyboard again (the password or a passkey, unless the sign-in here is recent), then the store
 * mails a single-use link that does the work.
 */
export function PrivacySection({ customerId }: { customerId: string }) {
  const id = useId();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ current_password: string }>({ defaultValues: { current_password: "" } });

  const ask = async (what: Kind, currentPassword?: string) => {
    setFailure(null);
    form.clearErrors();
    setStep({ kind: "busy", what });
    try {
      await call(() =>
        api.POST("/api/external/customer/privacy-requests", {
          body:
            currentPassword === undefined
              ? { kind: what }
              : { kind: what, current_password: currentPassword },
        }),
      );
      form.reset();
      setStep({ kind: "mailed", what });
    } catch (error) {
      const { message, fields } = submitFailure(error);
      if (fields.current_password) {
        setStep({ kind: "password", what });
        if (currentPassword !== undefined) {
          form.setError("current_password", { message: fields.current_password });
        }
        return;
      }
      setStep({ kind: "idle" });
      setFailure(message);
    }
  };

  const withPasskey = async (what: Kind) => {
    setFailure(null);
    try {
      await passkeyProof(customerId);
    } catch (error) {
      setFailure(ceremonyFailure(error, "sign-in"));
      return;
    }
    await ask(what);
  };

  return (
    <section className="account-panel" aria-labelledby={`${id}-title`} data-testid="privacy">
      <h2 id={`${id}-title`}>Your data</h2>
      <p className="account-muted">
        Take a copy of what we hold about you, or delete your account. Orders stay in our books for
        seven years, as New York tax law requires, without your name, e-mail, phone or street.
      </p>
      {step.kind === "mailed" ? (
        <p className="account-notice" role="status" data-testid={`privacy-${step.what}-mailed`}>
          {WORDS[step.what].mailed}
        </p>
      ) : step.kind === "password" ? (
        <form
          className="account-form"
          noValidate
          data-testid="privacy-password-form"
          onSubmit={form.handleSubmit((values) => ask(step.what, values.current_password))}
        >
          <p className="account-form__for">{WORDS[step.what].why}</p>
          <PasswordField
            id={`${id}-password`}
            label="Current password"
            autoComplete="current-password"
            registration={form.register("current_password")}
            error={form.formState.errors.current_password?.message}
          />
          <p className="account-form__actions">
            <button type="submit" className="button button--primary">
              Continue
            </button>
            <button type="button" className="button" onClick={() => withPasskey(step.what)}>
              Use a passkey
            </button>
            <button
              type="button"
              className="link-button"
              onClick={() => {
                form.reset();
                setStep({ kind: "idle" });
              }}
            >
              Cancel
            </button>
          </p>
        </form>
      ) : (
        <p className="account-form__actions">
          {(["export", "erase"] as const).map((what) => (
            <button
              key={what}
              type="button"
              className="button"
              data-testid={`privacy-${what}`}
              disabled={step.kind === "busy"}
              onClick={() => ask(what)}
            >
              {step.kind === "busy" && step.what === what ? WORDS[what].busy : WORDS[what].button}
            </button>
          ))}
        </p>
      )}
      <FormFailure message={failure} />
    </section>
  );
}
