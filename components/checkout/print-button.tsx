"use client";

/** The receipt prints from the page itself: the print style sheet leaves out the shop around it. */
export function PrintButton({ label = "Print receipt" }: { label?: string }) {
  return (
    <button type="button" className="button" onClick={() => window.print()}>
      {label}
    </button>
  );
}
