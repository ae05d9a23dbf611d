"use client";

import { useState } from "react";
import { submitFailure } from "@/components/content/form-errors";
import { useSignOut } from "./use-customer";
import { FormFailure } from "@/components/content/form-failure";

/** "Sign out" (spec 4: clears the customer and its cookies, resets the cart, goes to /login). */
export function SignOutButton({ className = "button" }: { className?: string }) {
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await signOut();
    } catch (error) {
      setFailure(submitFailure(error).message);
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={className}
        onClick={run}
        disabled={busy}
        data-testid="sign-out"
      >
        {busy ? "Signing out…" : "Sign out"}
      </button>
      <FormFailure message={failure} />
    </>
  );
}
