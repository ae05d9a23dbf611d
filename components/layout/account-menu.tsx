"use client";

import Link from "next/link";
import { useId, useRef, useState } from "react";
import { useCustomer, useSignOut } from "@/components/account/use-customer";
import { submitFailure } from "@/components/content/form-errors";
import { useNotify } from "@/components/shell/notifications";
import { useDismiss } from "./use-dismiss";

const LINKS = [
  { href: "/my-account", label: "My account" },
  { href: "/my-account/wishlist", label: "Wishlist" },
  { href: "/my-account/orders", label: "Orders" },
];

/**
 * The header's account entry. The shell is prerendered, so the server and the first client
 * render show the plain "Account" link; once the customer is known it becomes a menu with their
 * first name (spec 4: identified once the session resolves to a customer).
 */
export function AccountMenu() {
  const { customer } = useCustomer();
  if (!customer) {
    return (
      <Link href="/my-account" data-testid="account-link">
        Account
      </Link>
    );
  }
  return <SignedInMenu firstName={customer.first_name} />;
}

function SignedInMenu({ firstName }: { firstName: string }) {
  const id = useId();
  const panelId = `${id}-panel`;
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const signOut = useSignOut();
  const notify = useNotify();

  useDismiss(
    root,
    {
      onEscape: () => {
        setOpen(false);
        toggle.current?.focus();
      },
      onClickOutside: () => setOpen(false),
      onHide: () => setOpen(false),
    },
    open,
  );

  const leave = async () => {
    if (signingOut) return;
    setSigningOut(true);
    try {
      await signOut();
      setOpen(false);
    } catch (error) {
      notify(submitFailure(error).message, "error");
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <div className="account-menu" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="account-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        data-testid="account-link"
      >
        <span className="account-menu__hello">Hi,</span> {firstName}
        <span className="account-menu__caret" aria-hidden="true">
          ▾
        </span>
      </button>
      <ul id={panelId} className="account-menu__panel" hidden={!open}>
        {LINKS.map((link) => (
          <li key={link.href}>
            <Link href={link.href} onClick={() => setOpen(false)}>
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="account-menu__sign-out"
            onClick={leave}
            disabled={signingOut}
          >
            {signingOut ? "Signing out…" : "Sign out"}
          </button>
        </li>
      </ul>
    </div>
  );
}
