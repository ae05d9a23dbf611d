"use client";

import { ActionButton } from "@/components/content/action-button";
import { useSignOut } from "./use-customer";

/** "Sign out" (spec 4: clears the customer and its cookies, resets the cart, goes to /login). */
export function SignOutButton({ className = "button" }: { className?: string }) {
  const signOut = useSignOut();
  return (
    <ActionButton
      onAction={signOut}
      buttonClassName={className}
      busyLabel="Signing out…"
      testId="sign-out"
      leavesPage
    >
      Sign out
    </ActionButton>
  );
}
