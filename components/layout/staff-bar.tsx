"use client";

import { useId, useState } from "react";
import useSWR from "swr";
import { submitFailure } from "@/components/content/form-errors";
import { isRetailStoreSlug, type RetailStoreSlug } from "@/lib/retail/stores";
import { api, call } from "@/lib/http/api-client";
import { StaffAssociateLocks } from "./staff-associate-locks";
import { StaffKioskDevices } from "./staff-kiosk-devices";
import { StaffRepairs } from "./staff-repairs";
import { StaffReturns } from "./staff-returns";
import { StaffDifferenceFollowUps } from "./staff-difference-follow-ups";

type StoreList = Awaited<ReturnType<typeof listStores>>;

const listStores = () => call(() => api.GET("/api/external/staff/stores"));

/** The staff bar itself: ./staff-tools.tsx loads and shows it for staff only. */
export function StaffBar({ reload }: { reload: () => void }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { data: stores } = useSWR<StoreList>("/staff/stores", listStores, {
    revalidateOnFocus: false,
  });
  // Draft mode's own cookie is HttpOnly: the server says whether this browser is in preview.
  const preview = stores?.preview ?? false;
  const [chosen, setChosen] = useState<RetailStoreSlug | null>(null);

  const run = async (call: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await call();
      // Drafts, the banner and the store are decided on the server: load the page afresh.
      reload();
    } catch (error) {
      setProblem(submitFailure(error).message);
      setBusy(false);
    }
  };

  return (
    <div className="staff-bar" role="region" aria-label="Staff tools" data-testid="staff-tools">
      <span className="staff-bar__label">Staff</span>
      <button
        type="button"
        className="staff-bar__toggle"
        aria-pressed={preview}
        disabled={busy || !stores}
        onClick={() =>
          void run(() =>
            call(() => api.POST("/api/external/staff/preview", { body: { enabled: !preview } })),
          )
        }
        data-testid="preview-toggle"
      >
        {/* The name stays "Preview"; aria-pressed says on or off, the words show it. */}
        Preview <span aria-hidden="true">{preview ? "on" : "off"}</span>
      </button>
      {stores &&
        (stores.override_allowed ? (
          <span className="staff-bar__store">
            <label htmlFor={`${id}-store`}>Store</label>
            {/* Applied with the button, not on every arrow key through the list. */}
            <select
              id={`${id}-store`}
              value={chosen ?? stores.current}
              disabled={busy}
              onChange={(event) => {
                const slug = event.target.value;
                if (isRetailStoreSlug(slug)) setChosen(slug);
              }}
            >
              {stores.stores.map((store) => (
                <option key={store.name} value={store.name}>
                  {store.label}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="staff-bar__reset"
              disabled={busy || chosen === null || chosen === stores.current}
              onClick={() =>
                void run(() =>
                  call(() => api.POST("/api/external/staff/stores", { body: { store: chosen } })),
                )
              }
            >
              Show
            </button>
            <button
              type="button"
              className="staff-bar__reset"
              disabled={busy}
              onClick={() =>
                void run(() =>
                  call(() => api.POST("/api/external/staff/stores", { body: { store: null } })),
                )
              }
            >
              This address&rsquo;s store
            </button>
          </span>
        ) : (
          <nav className="staff-bar__store" aria-label="Stores">
            {stores.stores.map((store) => (
              <a
                key={store.name}
                href={store.origin}
                aria-current={store.name === stores.current ? "page" : undefined}
              >
                {store.label}
              </a>
            ))}
          </nav>
        ))}
      <StaffAssociateLocks />
      <StaffKioskDevices />
      <StaffReturns />
      <StaffDifferenceFollowUps />
      <StaffRepairs />
      {problem && (
        <p role="alert" className="staff-bar__problem">
          {problem}
        </p>
      )}
    </div>
  );
}
