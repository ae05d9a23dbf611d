"use client";

import { type FormEvent, useRef } from "react";

/**
 * A form submit handler that ignores a second submit while the first is still running.
 * react-hook-form disables the button only after a render, so a fast double Enter could
 * otherwise send the request twice.
 */
export function useSingleFlight(send: (event: FormEvent<HTMLFormElement>) => Promise<void>) {
  const inFlight = useRef(false);
  return async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await send(event);
    } finally {
      inFlight.current = false;
    }
  };
}
