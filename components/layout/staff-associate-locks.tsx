"use client";

import { useState } from "react";
import useSWR from "swr";
import { submitFailure } from "@/components/content/form-errors";
import { api, call } from "@/lib/http/api-client";

type Locks = Awaited<ReturnType<typeof listLocks>>;

const listLocks = () => call(() => api.GET("/api/external/staff/associate-locks"));
const until = (iso: string) =>
  new Date(iso).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" });

/**
 * Kiosk associates locked by wrong PINs (issue 23): who, at which store, until when, and a
 * button to lift the lock once staff know the associate (not a guesser) asks. The server checks
 * the staff role on both calls.
 */
export function StaffAssociateLocks() {
  const { data: locks, mutate } = useSWR<Locks>("/staff/associate-locks", listLocks, {
    revalidateOnFocus: false,
  });
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (!locks) return null;

  const lift = async (id: string) => {
    setBusy(id);
    setProblem(null);
    try {
      const left = await call(() =>
        api.DELETE("/api/external/staff/associate-locks/{id}", { params: { path: { id } } }),
      );
      await mutate(left, { revalidate: false });
    } catch (error) {
      setProblem(submitFailure(error).message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <details className="staff-locks" data-testid="associate-locks">
      <summary>Locked associates ({locks.length})</summary>
      {locks.length === 0 ? (
        <p>No associate is locked.</p>
      ) : (
        <ul>
          {locks.map((lock) => (
            <li key={lock.id} data-testid="associate-lock">
              <span>
                {lock.name} · {lock.store.label} · locked until {until(lock.locked_until)}
              </span>
              <button
                type="button"
                disabled={busy !== null}
                aria-label={`Lift the lock on ${lock.name}`}
                onClick={() => void lift(lock.id)}
              >
                Lift lock
              </button>
            </li>
          ))}
        </ul>
      )}
      {problem && <p role="alert">{problem}</p>}
    </details>
  );
}
