"use client";

import "@/app/account.css";
import { useId, useRef, useState } from "react";
import { submitFailure } from "@/components/content/form-errors";
import { useNotify } from "@/components/shell/notifications";
import { api, call } from "@/lib/http/api-client";
import { lazyPart } from "@/components/shell/lazy-part";
import { withChunkTimeout } from "@/lib/shell/chunk-load";
import type { AddressView, StateOption } from "./address-form";

// The form (its rules, zod and the ZIP mask's library) loads when an address is added or edited,
// not with the account page (issue 27).
const AddressForm = lazyPart(
  () => withChunkTimeout(() => import("./address-form")).then((m) => m.AddressForm),
  {
    loading: () => (
      <p className="account-muted" aria-busy="true">
        Loading the address form…
      </p>
    ),
  },
);

type Editing = { mode: "none" } | { mode: "new" } | { mode: "edit"; id: string };

/** The default first, then the rest as the server listed them. */
const ordered = (list: AddressView[]) =>
  [...list].sort((a, b) => Number(b.is_default) - Number(a.is_default));

/** Saved addresses with add, change and delete (GET/POST/PUT/DELETE /customer/addresses). */
export function AddressBook({
  initial,
  states,
}: {
  initial: AddressView[];
  states: StateOption[];
}) {
  const id = useId();
  const notify = useNotify();
  const [addresses, setAddresses] = useState(() => ordered(initial));
  const [editing, setEditing] = useState<Editing>({ mode: "none" });
  const [deleting, setDeleting] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const stateName = (code: string | null) =>
    states.find((s) => s.code === code)?.name ?? code ?? "";

  const saved = (address: AddressView) => {
    setAddresses((list) => {
      // A new default takes the flag from the old one (the server does the same).
      const others = list
        .filter((a) => a.id !== address.id)
        .map((a) => (address.is_default ? { ...a, is_default: false } : a));
      return ordered([address, ...others]);
    });
    setEditing({ mode: "none" });
    notify("Address saved.");
  };

  const remove = async (address: AddressView) => {
    if (deleting) return;
    if (!window.confirm(`Delete the address at ${address.line1}?`)) return;
    setDeleting(address.id);
    try {
      await call(() =>
        api.DELETE("/api/external/customer/addresses/{id}", {
          params: { path: { id: address.id } },
        }),
      );
      setAddresses((list) => list.filter((a) => a.id !== address.id));
      notify("Address deleted.");
      addButton.current?.focus();
    } catch (error) {
      notify(submitFailure(error).message, "error");
    } finally {
      setDeleting(null);
    }
  };

  return (
    <section className="account-panel" aria-labelledby={`${id}-title`} data-testid="address-book">
      <h2 id={`${id}-title`}>Addresses</h2>
      {addresses.length === 0 && editing.mode !== "new" && (
        <p className="account-empty__text">
          No saved addresses yet. Add one to check out faster next time.
        </p>
      )}
      <ul className="account-addresses">
        {addresses.map((address) =>
          editing.mode === "edit" && editing.id === address.id ? (
            <li key={address.id} className="account-address account-address--editing">
              <AddressForm
                address={address}
                states={states}
                onSaved={saved}
                onCancel={() => setEditing({ mode: "none" })}
              />
            </li>
          ) : (
            <li key={address.id} className="account-address" data-testid="address">
              <address>
                {address.first_name} {address.last_name}
                <br />
                {address.line1}
                {address.line2 && (
                  <>
                    <br />
                    {address.line2}
                  </>
                )}
                <br />
                {address.city}, {stateName(address.state)} {address.postal_code}
              </address>
              <p className="account-address__tags">
                <span className="account-tag">
                  {address.kind === "billing" ? "Billing" : "Shipping"}
                </span>
                {address.is_default && (
                  <span className="account-tag account-tag--strong">Default</span>
                )}
              </p>
              <p className="account-address__actions">
                <button
                  type="button"
                  className="link-button"
                  aria-label={`Edit the address at ${address.line1}`}
                  onClick={() => setEditing({ mode: "edit", id: address.id })}
                  disabled={editing.mode !== "none"}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="link-button"
                  aria-label={`Delete the address at ${address.line1}`}
                  onClick={() => remove(address)}
                  disabled={deleting !== null}
                >
                  {deleting === address.id ? "Deleting…" : "Delete"}
                </button>
              </p>
            </li>
          ),
        )}
      </ul>
      {editing.mode === "new" ? (
        <AddressForm
          states={states}
          onSaved={saved}
          onCancel={() => {
            setEditing({ mode: "none" });
            addButton.current?.focus();
          }}
        />
      ) : (
        <button
          ref={addButton}
          type="button"
          className="button"
          onClick={() => setEditing({ mode: "new" })}
          disabled={editing.mode !== "none"}
        >
          Add an address
        </button>
      )}
    </section>
  );
}
