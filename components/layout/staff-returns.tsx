"use client";

import { useId, useState } from "react";
import useSWR from "swr";
import { submitFailure } from "@/components/content/form-errors";
import { api, call } from "@/lib/http/api-client";
import { CARRIER_KEYS, CARRIERS, isCarrier, type Carrier } from "@/lib/orders/stages";
import { RETAIL_STORE_SLUGS, type RetailStoreSlug } from "@/lib/retail/stores";

type Open = Awaited<ReturnType<typeof listOpen>>;
type Row = Open[number];
type Action = "approve" | "refuse" | "refund";

const listOpen = (store: RetailStoreSlug | "") =>
  call(() => api.GET("/api/external/staff/returns", { params: { query: store ? { store } : {} } }));

const listStores = () => call(() => api.GET("/api/external/staff/stores"));

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "America/New_York",
  });

/** What client care may do now: decide a return not yet decided, or ask a refused refund again. */
const actionsOf = (row: Row): Action[] =>
  row.status === "requested" || row.status === "received"
    ? ["approve", "refuse"]
    : row.status === "accepted" && row.refund?.status === "failed"
      ? ["refund"]
      : [];

const ACTION_LABELS: Record<Action, string> = {
  approve: "Approve",
  refuse: "Refuse",
  refund: "Refund again",
};

/**
 * Issue 38, client care's view: the open returns of one store or all (not yet decided, or with a
 * refund the provider refused), each with its history; approve, refuse or refund with a note that
 * lands in the order's history. The server checks the staff role on every call.
 */
export function StaffReturns() {
  const id = useId();
  const [store, setStore] = useState<RetailStoreSlug | "">("");
  // The previous store's list stays while the next loads: the panel must not close under the
  // hand that chose the store.
  const { data: open, mutate } = useSWR<Open>(["/staff/returns", store], () => listOpen(store), {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
  // The same key as the strip's own store list: one request for both.
  const { data: stores } = useSWR("/staff/stores", listStores, { revalidateOnFocus: false });
  if (!open) return null;
  return (
    <details className="staff-locks staff-returns" data-testid="staff-returns">
      <summary>Open returns ({open.length})</summary>
      <div className="staff-returns__store">
        <label htmlFor={`${id}-store`}>Returns of</label>
        <select
          id={`${id}-store`}
          value={store}
          onChange={(event) => {
            const slug = event.target.value;
            setStore(RETAIL_STORE_SLUGS.find((s) => s === slug) ?? "");
          }}
        >
          <option value="">Every store</option>
          {RETAIL_STORE_SLUGS.map((slug) => (
            <option key={slug} value={slug}>
              {stores?.stores.find((s) => s.name === slug)?.label ?? slug}
            </option>
          ))}
        </select>
      </div>
      {open.length === 0 ? (
        <p>No return is waiting.</p>
      ) : (
        <ul>
          {open.map((row) => (
            <StaffReturn key={row.number} row={row} onDone={() => void mutate()} />
          ))}
        </ul>
      )}
    </details>
  );
}

function StaffReturn({ row, onDone }: { row: Row; onDone: () => void }) {
  const id = useId();
  const [note, setNote] = useState("");
  const [carrier, setCarrier] = useState<Carrier>("ups");
  const [tracking, setTracking] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const actions = actionsOf(row);
  const shipsReplacement = row.resolution === "exchange" && actions.includes("approve");

  const act = async (action: Action) => {
    setBusy(true);
    setProblem(null);
    try {
      await call(() =>
        api.POST("/api/external/staff/returns/{number}/actions", {
          params: { path: { number: row.number } },
          body: {
            action,
            note,
            ...(action === "approve" && shipsReplacement
              ? { carrier, tracking_number: tracking }
              : {}),
          },
        }),
      );
      setNote("");
      onDone();
    } catch (error) {
      setProblem(submitFailure(error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="staff-returns__item" data-testid="staff-return">
      <p>
        <strong>{row.number}</strong> · order {row.order_number} · {row.store} ·{" "}
        <span data-testid="staff-return-status">
          {row.status}
          {row.refund && row.refund.status !== "none" ? `, refund ${row.refund.status}` : ""}
        </span>{" "}
        · {row.resolution}
      </p>
      <p>
        {row.lines
          .map(
            (line) =>
              `${line.label} × ${line.quantity}` +
              (line.exchange_for ? ` → ${line.exchange_for.label}` : ""),
          )
          .join("; ")}
      </p>
      <ol className="staff-returns__history" aria-label={`History of ${row.number}`}>
        {row.history.map((event, i) => (
          <li key={i}>
            {when(event.at)} · {event.kind} · {event.actor}
            {event.note ? ` · ${event.note}` : ""}
          </li>
        ))}
      </ol>
      {actions.length > 0 && (
        <div className="staff-returns__act">
          <label htmlFor={`${id}-note`}>Note for the history</label>
          <input
            id={`${id}-note`}
            value={note}
            maxLength={1000}
            onChange={(event) => setNote(event.target.value)}
          />
          {shipsReplacement && (
            <>
              <label htmlFor={`${id}-carrier`}>Replacement by</label>
              <select
                id={`${id}-carrier`}
                value={carrier}
                onChange={(event) => {
                  if (isCarrier(event.target.value)) setCarrier(event.target.value);
                }}
              >
                {CARRIER_KEYS.map((key) => (
                  <option key={key} value={key}>
                    {CARRIERS[key].label}
                  </option>
                ))}
              </select>
              <label htmlFor={`${id}-tracking`}>Tracking number</label>
              <input
                id={`${id}-tracking`}
                value={tracking}
                onChange={(event) => setTracking(event.target.value)}
              />
            </>
          )}
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              disabled={busy || note.trim() === ""}
              aria-label={`${ACTION_LABELS[action]} ${row.number}`}
              onClick={() => void act(action)}
            >
              {ACTION_LABELS[action]}
            </button>
          ))}
        </div>
      )}
      {problem && <p role="alert">{problem}</p>}
    </li>
  );
}
