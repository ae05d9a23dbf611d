"use client";

import { useId, useState } from "react";
import useSWR from "swr";
import { submitFailure } from "@/components/content/form-errors";
import { api, call } from "@/lib/http/api-client";
import { formatPrice } from "@/lib/money";
import { RETAIL_STORE_SLUGS, type RetailStoreSlug } from "@/lib/retail/stores";

type Open = Awaited<ReturnType<typeof listOpen>>;
type Row = Open[number];
type Action = Row["actions"][number];

const listOpen = (store: RetailStoreSlug | "") =>
  call(() =>
    api.GET("/api/external/staff/design-changes/follow-ups", {
      params: { query: store ? { store } : {} },
    }),
  );

const listStores = () => call(() => api.GET("/api/external/staff/stores"));

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "America/New_York",
  });

const ACTION_LABELS: Record<Action, string> = {
  retry: "Refund again",
  settle: "Settled by client care",
};

const KIND_LABELS: Record<Row["kind"], string> = {
  charge_refused: "difference charge refused",
  refund_refused: "refund of the difference refused",
};

/**
 * Issue 38, client care's view of design-change money that needs a person: a difference charge
 * the provider refused, or a refund of a difference it refused, per store, in the open-returns
 * style. A refused refund may be asked again; either may be closed as settled by client care;
 * each with a note in the change's history. The server checks the staff role on every call.
 */
export function StaffDifferenceFollowUps() {
  const id = useId();
  const [store, setStore] = useState<RetailStoreSlug | "">("");
  const { data: open, mutate } = useSWR<Open>(
    ["/staff/design-changes/follow-ups", store],
    () => listOpen(store),
    { revalidateOnFocus: false, keepPreviousData: true },
  );
  // The same key as the strip's own store list: one request for all.
  const { data: stores } = useSWR("/staff/stores", listStores, { revalidateOnFocus: false });
  if (!open) return null;
  return (
    <details className="staff-locks staff-returns" data-testid="staff-difference-follow-ups">
      <summary>Design-change payments ({open.length})</summary>
      <div className="staff-returns__store">
        <label htmlFor={`${id}-store`}>Payments of</label>
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
        <p>No refused charge or refund is waiting.</p>
      ) : (
        <ul>
          {open.map((row) => (
            <FollowUp key={row.change_id} row={row} onDone={() => void mutate()} />
          ))}
        </ul>
      )}
    </details>
  );
}

function FollowUp({ row, onDone }: { row: Row; onDone: () => void }) {
  const id = useId();
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const name = `order ${row.order_number ?? row.order_id}`;

  const act = async (action: Action) => {
    setBusy(true);
    setProblem(null);
    try {
      await call(() =>
        api.POST("/api/external/staff/design-changes/{id}/follow-up", {
          params: { path: { id: row.change_id } },
          body: { action, note },
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
    <li className="staff-returns__item" data-testid="staff-difference-follow-up">
      <p>
        <strong>{name}</strong> · {row.store} · {row.label} ·{" "}
        <span data-testid="staff-difference-kind">{KIND_LABELS[row.kind]}</span> ·{" "}
        {formatPrice(row.amount)}
        {row.refund ? ` · ${row.refund.attempts} tries, ${row.refund.status}` : ""}
      </p>
      {row.reason && <p>{row.reason}</p>}
      {row.history.length > 0 && (
        <ol className="staff-returns__history" aria-label={`History of ${name}'s change`}>
          {row.history.map((event, i) => (
            <li key={i}>
              {when(event.at)} · {event.kind} · {event.actor}
              {event.note ? ` · ${event.note}` : ""}
            </li>
          ))}
        </ol>
      )}
      {row.actions.length > 0 && (
        <div className="staff-returns__act">
          <label htmlFor={`${id}-note`}>Note for the history</label>
          <input
            id={`${id}-note`}
            value={note}
            maxLength={1000}
            onChange={(event) => setNote(event.target.value)}
          />
          {row.actions.map((action) => (
            <button
              key={action}
              type="button"
              disabled={busy || note.trim() === ""}
              aria-label={`${ACTION_LABELS[action]}: ${name}`}
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
