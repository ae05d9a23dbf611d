"use client";

import "@/app/account.css";
import "@/app/returns.css";
import { aftercareDay, returnStatusLabels } from "@/components/orders/aftercare-words";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { submitFailure } from "@/components/content/form-errors";
import { useSingleFlight } from "@/components/content/use-single-flight";
import { api, call } from "@/lib/http/api-client";
import { HttpError } from "@/lib/http/client";
import type { ReturnOption, ReturnView } from "@/lib/orders/returns";
import { ReturnChoices, useReturnChoices } from "@/components/orders/return-choices";
import { AssociateCredentials } from "./associate-credentials";
import { CounterAuthorisation } from "./counter-authorisation";

/**
 * The order the client brings, as the counter API takes it (its number, and the client's e-mail
 * or the delivery postcode: ADR 0376); the PIN is never kept in it.
 */
type Lookup = { user_name: string; order_number: string; email?: string; postcode?: string };

/** What the associate types in the find step, whichever key the client can give. */
type Typed = { user_name: string; order_number: string; email: string; postcode: string };
type Key = "email" | "postcode";

type Found = { lookup: Lookup; options: ReturnOption[]; returns: ReturnView[] };

type Phase =
  { kind: "find" } | { kind: "found"; found: Found } | { kind: "done"; view: ReturnView };

const NOT_FOUND =
  "No order of this store has that number with that e-mail address or postcode. Please check both with the client.";

const STATUS_LABELS = returnStatusLabels("the parcel");

/** A failure in the associate's words, with the server's messages per field (422). */
function failureOf(error: unknown): { message: string; fields: Record<string, string> } {
  if (error instanceof HttpError && error.status === 404) return { message: NOT_FOUND, fields: {} };
  return submitFailure(error);
}

/** Moves focus to a step's heading when the step changes, so a keyboard user starts there. */
function useFocusOnShow<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}

/**
 * Issue 38 at the counter: the associate finds the client's order (number and e-mail, with
 * their name and PIN), sees which pieces may come back and why the others may not, asks for
 * the return with the PIN again, and prints the authorisation. Every call carries the PIN
 * (POST /api/external/kiosk/returns…); the screen never keeps it after a call.
 */
export function CounterReturns() {
  const [phase, setPhase] = useState<Phase>({ kind: "find" });
  const restart = () => setPhase({ kind: "find" });
  if (phase.kind === "find") {
    return <FindOrder onFound={(found) => setPhase({ kind: "found", found })} />;
  }
  if (phase.kind === "found") {
    return (
      <ReturnPicker
        found={phase.found}
        onDone={(view) => setPhase({ kind: "done", view })}
        onRestart={restart}
      />
    );
  }
  return (
    <CounterAuthorisation
      view={phase.view}
      actions={
        <button type="button" className="button" onClick={restart}>
          Next client
        </button>
      }
    />
  );
}

function FindOrder({ onFound }: { onFound: (found: Found) => void }) {
  const id = useId();
  const heading = useFocusOnShow<HTMLHeadingElement>();
  const [lookup, setLookup] = useState<Typed>({
    user_name: "",
    order_number: "",
    email: "",
    postcode: "",
  });
  // Many clients at a counter cannot say which e-mail they ordered with; everyone knows where
  // the bag was delivered.
  const [key, setKey] = useState<Key>("email");
  const [pin, setPin] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(
    null,
  );
  const submit = useSingleFlight(async () => {
    setError(null);
    setBusy(true);
    try {
      const body: Lookup = {
        user_name: lookup.user_name.trim(),
        order_number: lookup.order_number.trim().toUpperCase(),
        ...(key === "email"
          ? { email: lookup.email.trim() }
          : { postcode: lookup.postcode.trim() }),
      };
      const seen = await call(() =>
        api.POST("/api/external/kiosk/returns/options", { body: { ...body, pin } }),
      );
      onFound({ lookup: body, options: seen.options, returns: seen.returns });
    } catch (failure) {
      setError(failureOf(failure));
      setBusy(false);
    } finally {
      setPin("");
    }
  });
  const field = (name: keyof Typed | "pin") => error?.fields[name];
  const describe = (name: keyof Typed | "pin") => (field(name) ? `${id}-${name}-error` : undefined);
  const input = (name: keyof Typed) => ({
    id: `${id}-${name}`,
    value: lookup[name],
    onChange: (event: { target: { value: string } }) =>
      setLookup((now) => ({ ...now, [name]: event.target.value })),
    "aria-invalid": field(name) ? true : undefined,
    "aria-describedby": describe(name),
  });
  const fieldError = (name: keyof Typed | "pin") =>
    field(name) && (
      <p id={`${id}-${name}-error`} className="field__error">
        {field(name)}
      </p>
    );
  return (
    <div className="section account-auth">
      <div className="account-card counter-returns" data-testid="counter-find">
        <h1 ref={heading} tabIndex={-1}>
          Returns at the counter
        </h1>
        <p className="account-card__intro">
          Ready-to-wear, limited-edition and sample-sale pieces bought at this store come back here
          within their window. Ask the client for the order number and the e-mail address they
          ordered with, or the postcode the order was delivered to.
        </p>
        {error && (
          <p className="account-notice" role="alert" data-testid="counter-error">
            {error.message}
          </p>
        )}
        <form
          className="account-form"
          onSubmit={submit}
          noValidate
          aria-label="Find the client's order"
          aria-busy={busy}
        >
          <div className="field">
            <label htmlFor={`${id}-order_number`}>Order number</label>
            <input
              {...input("order_number")}
              required
              maxLength={20}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="AA-7K3M9Q2P"
            />
            {fieldError("order_number")}
          </div>
          <fieldset className="counter-returns__key">
            <legend>The client gives</legend>
            <label>
              <input
                type="radio"
                name={`${id}-key`}
                checked={key === "email"}
                onChange={() => setKey("email")}
              />{" "}
              Their e-mail address
            </label>
            <label>
              <input
                type="radio"
                name={`${id}-key`}
                checked={key === "postcode"}
                onChange={() => setKey("postcode")}
              />{" "}
              The postcode of the delivery address
            </label>
          </fieldset>
          {key === "email" ? (
            <div className="field">
              <label htmlFor={`${id}-email`}>Client&apos;s e-mail address</label>
              <input
                {...input("email")}
                type="email"
                required
                maxLength={254}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
              />
              {fieldError("email")}
            </div>
          ) : (
            <div className="field">
              <label htmlFor={`${id}-postcode`}>Postcode of the delivery address</label>
              <input
                {...input("postcode")}
                required
                maxLength={16}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                aria-describedby={describe("postcode") ?? describe("email")}
              />
              {fieldError("postcode")}
              {fieldError("email")}
            </div>
          )}
          <fieldset className="counter-returns__associate">
            <legend>Associate</legend>
            <AssociateCredentials
              nameId={`${id}-user_name`}
              pinId={`${id}-pin`}
              name={lookup.user_name}
              onName={(userName) => setLookup((now) => ({ ...now, user_name: userName }))}
              pin={pin}
              onPin={setPin}
              required
              invalid={(name) => Boolean(field(name))}
              describedBy={describe}
              after={{ user_name: fieldError("user_name"), pin: fieldError("pin") }}
            />
          </fieldset>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? "Finding the order…" : "Find the order"}
          </button>
        </form>
      </div>
    </div>
  );
}

function ReturnPicker({
  found,
  onDone,
  onRestart,
}: {
  found: Found;
  onDone: (view: ReturnView) => void;
  onRestart: () => void;
}) {
  const id = useId();
  const heading = useFocusOnShow<HTMLHeadingElement>();
  const { lookup, options, returns } = found;
  const returnable = options.filter((option) => option.returnable > 0);
  const [requestId] = useState(() => crypto.randomUUID());
  const choices = useReturnChoices();
  const { reason } = choices;
  const [userName, setUserName] = useState(lookup.user_name);
  const [pin, setPin] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(
    null,
  );
  const [shown, setShown] = useState<ReturnView | null>(null);

  const submit = useSingleFlight(async (_event: FormEvent<HTMLFormElement>) => {
    setError(null);
    if (choices.empty) {
      setError({ message: "Please choose at least one piece to return.", fields: {} });
      return;
    }
    if (!reason) {
      setError({
        message: "Please choose a reason.",
        fields: { reason: "Please choose a reason." },
      });
      return;
    }
    setBusy(true);
    try {
      const view = await call(() =>
        api.POST("/api/external/kiosk/returns", {
          body: {
            ...lookup,
            user_name: userName.trim(),
            pin,
            request: {
              request_id: requestId,
              reason,
              ...choices.request(),
            },
          },
        }),
      );
      onDone(view);
    } catch (failure) {
      const readable = failureOf(failure);
      // The request's own messages come back under `request.…`; show the first one plainly.
      const requestMessage = Object.entries(readable.fields).find(([key]) =>
        key.startsWith("request"),
      )?.[1];
      setError(requestMessage ? { ...readable, message: requestMessage } : readable);
      setBusy(false);
    } finally {
      setPin("");
    }
  });

  if (shown) {
    return (
      <CounterAuthorisation
        view={shown}
        actions={
          <button type="button" className="button" onClick={() => setShown(null)}>
            Back to this order
          </button>
        }
      />
    );
  }

  const pinError = error?.fields.pin;
  const nameError = error?.fields.user_name;
  const fieldErrors = { pin: pinError, user_name: nameError };
  return (
    <div className="section account counter-returns" data-testid="counter-order">
      <header className="account__header">
        <h1 ref={heading} tabIndex={-1}>
          Order {lookup.order_number}
        </h1>
        <p className="account__intro">
          {lookup.email ?? `Delivered to postcode ${lookup.postcode ?? ""}`}
        </p>
      </header>

      <section aria-labelledby={`${id}-pieces`} className="counter-returns__pieces">
        <h2 id={`${id}-pieces`} className="account-section-title">
          Pieces in this order
        </h2>
        <ul className="counter-returns__lines" data-testid="counter-lines">
          {options.map((option) => (
            <li
              key={option.order_item_id}
              className={option.returnable > 0 ? "is-returnable" : "is-refused"}
              data-testid="counter-line"
            >
              <strong>{option.label}</strong>
              {option.sku && <span className="account-muted"> · {option.sku}</span>}
              <br />
              {option.returnable > 0 ? (
                <span className="account-muted">
                  May come back{option.until ? ` until ${aftercareDay(option.until)}` : ""}
                  {option.returnable > 1 ? ` (${option.returnable} pieces)` : ""}
                </span>
              ) : (
                <span className="account-muted" data-testid="counter-refusal">
                  Cannot come back: {option.refusal ?? "nothing left to return."}
                </span>
              )}
            </li>
          ))}
        </ul>
      </section>

      {returns.length > 0 && (
        <section aria-labelledby={`${id}-asked`}>
          <h2 id={`${id}-asked`} className="account-section-title">
            Returns asked so far
          </h2>
          {returns.map((item) => (
            <article key={item.number} className="order-returns__card" data-testid="return-card">
              <header className="order-returns__head">
                <strong>Return {item.number}</strong>
                <span>{STATUS_LABELS[item.status]}</span>
              </header>
              {item.status === "requested" && (
                <button type="button" className="link-button" onClick={() => setShown(item)}>
                  Show the authorisation of {item.number}
                </button>
              )}
            </article>
          ))}
        </section>
      )}

      {returnable.length === 0 ? (
        <div className="counter-returns__empty" data-testid="counter-empty">
          <p>Nothing in this order can come back at this counter.</p>
          <button type="button" className="button button--primary" onClick={onRestart}>
            Find another order
          </button>
        </div>
      ) : (
        <form
          className="order-returns__form account-form"
          onSubmit={submit}
          noValidate
          aria-labelledby={`${id}-form`}
          aria-busy={busy}
          data-testid="counter-return-form"
        >
          <h2 id={`${id}-form`} className="account-section-title">
            Start a return
          </h2>
          <ReturnChoices
            id={id}
            options={returnable}
            state={choices}
            askQuantity
            words={{
              pieces: "Which pieces come back?",
              exchangeFor: "Exchange for",
              reason: "Reason",
              resolution: "Refund or exchange?",
              refund:
                "A refund (credited on this store's invoice once the atelier accepts the pieces)",
              exchange: "Another size or colour of the same piece, set aside now",
              note: "Note for the atelier (optional)",
            }}
          />
          <fieldset className="counter-returns__associate">
            <legend>Confirm with your PIN</legend>
            <AssociateCredentials
              nameId={`${id}-user`}
              pinId={`${id}-pin`}
              name={userName}
              onName={setUserName}
              pin={pin}
              onPin={setPin}
              invalid={(name) => Boolean(fieldErrors[name])}
              describedBy={(name) =>
                fieldErrors[name] ? `${id}-${name === "pin" ? "pin" : "user"}-error` : undefined
              }
              after={{
                user_name: nameError && (
                  <p id={`${id}-user-error`} className="field__error">
                    {nameError}
                  </p>
                ),
                pin: pinError && (
                  <p id={`${id}-pin-error`} className="field__error">
                    {pinError}
                  </p>
                ),
              }}
            />
          </fieldset>
          {error && (
            <p className="account-notice" role="alert" data-testid="counter-error">
              {error.message}
            </p>
          )}
          <p className="counter-returns__actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? "Authorising…" : "Authorise the return"}
            </button>
            <button type="button" className="link-button" onClick={onRestart}>
              Find another order
            </button>
          </p>
        </form>
      )}
    </div>
  );
}
