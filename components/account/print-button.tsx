"use client";

import "@/app/returns.css";
/** Prints the page (the return authorisation); the print style sheet hides the shop around it. */
export function PrintButton() {
  return (
    <button
      type="button"
      className="button button--primary no-print"
      onClick={() => window.print()}
    >
      Print the authorisation
    </button>
  );
}
