"use client";

import "@/app/account.css";
import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { FormField } from "@/components/content/form-field";
import { FormFailure } from "@/components/content/form-failure";
import { submitFailure } from "@/components/content/form-errors";
import { useNotify } from "@/components/shell/notifications";
import { api, call } from "@/lib/http/api-client";
import { PASSKEY_NAME_MAX } from "@/lib/passkeys/names";
import type { PasskeyView } from "@/lib/passkeys/schemas";
import { orderDate } from "./order-status";
import { ceremonyFailure } from "./passkey-errors";
import { PasswordField } from "./password-field";

type Step =
  | { kind: "idle" }
  | { kind: "password" }
  | { kind: "busy" }
  | { kind: "naming"; id: string }
  | { kind: "renaming"; id: string };

/**
 * Issue 26: My account's passkeys. Adding one runs the browser's ceremony (with the current
 * password first when the sign-in here is not recent), then asks for a name, prefilled with the
 * one the server chose from the device; each passkey can be renamed or removed.
 */
export function PasskeysSection({ initial }: { initial: PasskeyView[] }) {
  const id = useId();
  const notify = useNotify();
  const [list, setList] = useState(initial);
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [failure, setFailure] = useState<string | null>(null);
  const [supported, setSupported] = useState(true);
  const [removing, setRemoving] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const passwordForm = useForm<{ current_password: string }>({
    defaultValues: { current_password: "" },
  });

  useEffect(() => {
    void import("@simplewebauthn/browser").then(({ browserSupportsWebAuthn }) =>
      setSupported(browserSupportsWebAuthn()),
    );
  }, []);

  const add = async (currentPassword?: string) => {
    setFailure(null);
    passwordForm.clearErrors();
    setStep({ kind: "busy" });
    let optionsJSON;
    try {
      optionsJSON = await call(() =>
        api.POST("/api/external/customer/passkeys/registration-options", {
          body: currentPassword === undefined ? {} : { current_password: currentPassword },
        }),
      );
    } catch (error) {
      const { message, fields } = submitFailure(error);
      if (fields.current_password) {
        // Not signed in recently on this browser: the password first.
        setStep({ kind: "password" });
        if (currentPassword !== undefined) {
          passwordForm.setError("current_password", { message: fields.current_password });
        }
        return;
      }
      setStep({ kind: "idle" });
      setFailure(message);
      return;
    }
    const { startRegistration } = await import("@simplewebauthn/browser");
    let response;
    try {
      response = await startRegistration({ optionsJSON });
    } catch (error) {
      setStep({ kind: "idle" });
      setFailure(ceremonyFailure(error, "add"));
      return;
    }
    try {
      const added = await call(() =>
        api.POST("/api/external/customer/passkeys", { body: { response } }),
      );
      passwordForm.reset();
      setList((current) => [...current, added]);
      setStep({ kind: "naming", id: added.id });
    } catch (error) {
      setStep({ kind: "idle" });
      setFailure(submitFailure(error).message);
    }
  };

  const renamed = (passkey: PasskeyView) => {
    setList((current) => current.map((p) => (p.id === passkey.id ? passkey : p)));
    setStep({ kind: "idle" });
  };

  const remove = async (passkey: PasskeyView) => {
    if (removing) return;
    const question =
      `Remove the passkey "${passkey.name}"? You will no longer be able to sign in with it; ` +
      "your password and your other passkeys keep working.";
    if (!window.confirm(question)) return;
    setRemoving(passkey.id);
    try {
      const removed = await call(() =>
        api.DELETE("/api/external/customer/passkeys/{id}", {
          params: { path: { id: passkey.id } },
        }),
      );
      setList((current) => current.filter((p) => p.id !== passkey.id));
      notify("Passkey removed.");
      addButton.current?.focus();
      // Tell the passkey provider, where the browser can, so it stops offering this one.
      const { sendSignal } = await import("@simplewebauthn/browser");
      await sendSignal({
        signalName: "unknownCredential",
        rpID: removed.rp_id,
        credentialID: removed.credential_id,
      }).catch(() => undefined);
    } catch (error) {
      notify(submitFailure(error).message, "error");
    } finally {
      setRemoving(null);
    }
  };

  const busy = step.kind === "busy";
  return (
    <section className="account-panel" aria-labelledby={`${id}-title`} data-testid="passkeys">
      <h2 id={`${id}-title`}>Passkeys</h2>
      <p className="account-muted">
        Sign in with your fingerprint, face or device PIN instead of your password. A passkey stays
        on your device or in your password manager; we never see your fingerprint or face.
      </p>
      {list.length === 0 ? (
        <p className="account-empty__text">No passkeys yet.</p>
      ) : (
        <ul className="account-passkeys">
          {list.map((passkey) =>
            (step.kind === "naming" || step.kind === "renaming") && step.id === passkey.id ? (
              <li key={passkey.id} className="account-passkey account-passkey--editing">
                <NameForm
                  passkey={passkey}
                  fresh={step.kind === "naming"}
                  onSaved={renamed}
                  onCancel={() => setStep({ kind: "idle" })}
                />
              </li>
            ) : (
              <li key={passkey.id} className="account-passkey" data-testid="passkey">
                <p className="account-passkey__name">
                  {passkey.name}
                  {passkey.synced && <span className="account-tag">Synced</span>}
                </p>
                <p className="account-passkey__dates">
                  Added {orderDate(passkey.created_at)}
                  {" · "}
                  {passkey.last_used_at
                    ? `last used ${orderDate(passkey.last_used_at)}`
                    : "not used yet"}
                </p>
                <p className="account-address__actions">
                  <button
                    type="button"
                    className="link-button"
                    aria-label={`Rename the passkey ${passkey.name}`}
                    onClick={() => setStep({ kind: "renaming", id: passkey.id })}
                    disabled={step.kind !== "idle"}
                  >
                    Rename
                  </button>
                  <button
                    type="button"
                    className="link-button"
                    aria-label={`Remove the passkey ${passkey.name}`}
                    onClick={() => remove(passkey)}
                    disabled={removing !== null}
                  >
                    {removing === passkey.id ? "Removing…" : "Remove"}
                  </button>
                </p>
              </li>
            ),
          )}
        </ul>
      )}
      {!supported ? (
        <p className="account-muted" role="status">
          This browser cannot make passkeys. You can add one from a browser that can, such as a
          recent Safari, Chrome, Edge or Firefox.
        </p>
      ) : step.kind === "password" ? (
        <form
          className="account-form"
          noValidate
          data-testid="passkey-password-form"
          onSubmit={passwordForm.handleSubmit((values) => add(values.current_password))}
        >
          <p className="account-form__for">
            For your security, please enter your current password to add a passkey.
          </p>
          <PasswordField
            id={`${id}-password`}
            label="Current password"
            autoComplete="current-password"
            registration={passwordForm.register("current_password")}
            error={passwordForm.formState.errors.current_password?.message}
          />
          <p className="account-form__actions">
            <button type="submit" className="button button--primary">
              Continue
            </button>
            <button
              type="button"
              className="link-button"
              onClick={() => {
                passwordForm.reset();
                setStep({ kind: "idle" });
              }}
            >
              Cancel
            </button>
          </p>
        </form>
      ) : (
        <button
          ref={addButton}
          type="button"
          className="button"
          onClick={() => add()}
          disabled={step.kind !== "idle"}
        >
          {busy ? "Adding a passkey…" : "Add a passkey"}
        </button>
      )}
      <FormFailure message={failure} />
    </section>
  );
}

/** The name of a passkey: asked for right after adding one (prefilled), or to rename it. */
function NameForm({
  passkey,
  fresh,
  onSaved,
  onCancel,
}: {
  passkey: PasskeyView;
  fresh: boolean;
  onSaved: (passkey: PasskeyView) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const notify = useNotify();
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setSaving(true);
    try {
      const saved = await call(() =>
        api.PUT("/api/external/customer/passkeys/{id}", {
          params: { path: { id: passkey.id } },
          body: { name },
        }),
      );
      notify(fresh ? "Passkey added." : "Passkey renamed.");
      onSaved(saved);
    } catch (failed) {
      const { message, fields } = submitFailure(failed);
      setError(fields.name ?? message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="account-form" noValidate onSubmit={save} data-testid="passkey-name-form">
      {fresh && (
        <p className="account-form__for" role="status">
          Passkey added. We named it after your device; change the name if you like.
        </p>
      )}
      <FormField id={`${id}-name`} label="Passkey name" error={error}>
        {(a11y) => (
          <input
            {...a11y}
            ref={input}
            type="text"
            value={name}
            maxLength={PASSKEY_NAME_MAX}
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </FormField>
      <p className="account-form__actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? "Saving…" : "Save name"}
        </button>
        <button
          type="button"
          className="link-button"
          onClick={() => (fresh ? onSaved(passkey) : onCancel())}
        >
          {fresh ? "Keep this name" : "Cancel"}
        </button>
      </p>
    </form>
  );
}
