"use client";

import Cookies from "js-cookie";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { api, call } from "@/lib/http/api-client";
import { idlePhase, idleSecondsFor, KIOSK_RESET_COOKIES, type IdlePhase } from "@/lib/kiosk/idle";

const INPUT_EVENTS = ["pointerdown", "keydown", "touchstart", "wheel", "input"] as const;
const TICK_MS = 1000;

/** Ends the kiosk session: the server forgets the session and its cart, the browser the rest. */
async function startOver() {
  // First, while the session still names this browser's orders: the associate's binding ends
  // (issue 23), so nobody can add a discount or a receipt on the associate's PIN afterwards.
  await call(() => api.POST("/api/external/public/associate-sign-out")).catch(() => undefined);
  // The session cookie is HttpOnly: only the server can replace it (and revoke any sign-in).
  await call(() => api.POST("/api/external/logout")).catch(() => undefined);
  for (const name of KIOSK_RESET_COOKIES) Cookies.remove(name, { path: "/" });
  // A full load, not a client navigation: nothing of the last shopper stays in memory.
  window.location.assign(new URL("/", window.location.href));
}

/**
 * Department-store kiosks (issue 11): after a while without input a countdown asks "Still
 * here?"; if nobody answers, the kiosk clears the shopper's cookies and session and goes home.
 */
export function KioskIdleReset({
  idleSeconds,
  reset = startOver,
}: {
  idleSeconds: number;
  reset?: () => Promise<void> | void;
}) {
  const pathname = usePathname();
  const limit = idleSecondsFor(pathname, idleSeconds);
  const lastInput = useRef(0);
  const [phase, setPhase] = useState<IdlePhase>({ kind: "active" });
  const dialog = useRef<HTMLDialogElement>(null);
  const resetting = useRef(false);

  useEffect(() => {
    lastInput.current = Date.now();
    const onInput = () => {
      lastInput.current = Date.now();
    };
    for (const name of INPUT_EVENTS) window.addEventListener(name, onInput, { passive: true });
    const timer = window.setInterval(() => {
      const next = idlePhase(Date.now() - lastInput.current, limit);
      setPhase(next);
      if (next.kind === "reset" && !resetting.current) {
        resetting.current = true;
        void reset();
      }
    }, TICK_MS);
    return () => {
      window.clearInterval(timer);
      for (const name of INPUT_EVENTS) window.removeEventListener(name, onInput);
    };
  }, [limit, reset]);

  const warning = phase.kind === "warning";
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (warning && !element.open) element.showModal?.();
    if (!warning && element.open) element.close?.();
  }, [warning]);

  const stay = () => {
    lastInput.current = Date.now();
    setPhase({ kind: "active" });
  };

  return (
    <dialog
      ref={dialog}
      className="kiosk-idle"
      aria-labelledby="kiosk-idle-title"
      data-testid="kiosk-idle"
      onCancel={(event) => {
        event.preventDefault();
        stay();
      }}
    >
      <h2 id="kiosk-idle-title">Still here?</h2>
      <p role="timer" aria-live="polite">
        {warning
          ? `For the next guest's privacy this kiosk starts over in ${phase.secondsLeft} seconds.`
          : ""}
      </p>
      <button type="button" className="button button--primary" onClick={stay} autoFocus>
        {"I'm still here"}
      </button>
    </dialog>
  );
}
