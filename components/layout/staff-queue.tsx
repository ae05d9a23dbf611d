"use client";

import { useId, useState, type ComponentType, type ReactNode } from "react";
import useSWR from "swr";
import { submitFailure } from "@/components/content/form-errors";
import { api, call } from "@/lib/http/api-client";
import { RETAIL_STORE_SLUGS, type RetailStoreSlug } from "@/lib/retail/stores";

/**
 * The staff strip's queue panels (issue 38: open returns, repair requests, design-change
 * payments) share one frame: a folded panel counting what waits, a store to narrow it to, the
 * rows or a line saying nothing waits, each row's history and its note-and-action form. What a
 * row shows and which actions it offers stay with each panel.
 */

const listStores = () => call(() => api.GET("/api/external/staff/stores"));

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "America/New_York",
  });

export type QueueRowProps<Row> = { row: Row; onDone: () => void };

export function StaffQueue<Row>({
  className,
  testId,
  title,
  storeLabel,
  empty,
  cacheKey,
  load,
  rowKey,
  Item,
}: {
  className: string;
  testId: string;
  /** The summary's words, before the count. */
  title: string;
  /** The store picker's label ("Returns of"). */
  storeLabel: string;
  /** What the panel says when nothing waits. */
  empty: string;
  cacheKey: string;
  load: (store: RetailStoreSlug | "") => Promise<Row[]>;
  rowKey: (row: Row) => string;
  /** A row, told how to refresh the list once it has acted. */
  Item: ComponentType<QueueRowProps<Row>>;
}) {
  const id = useId();
  const [store, setStore] = useState<RetailStoreSlug | "">("");
  // The previous store's list stays while the next loads: the panel must not close under the
  // hand that chose the store.
  const { data: open, mutate } = useSWR<Row[]>([cacheKey, store], () => load(store), {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
  // The same key as the strip's own store list: one request for all the panels.
  const { data: stores } = useSWR("/staff/stores", listStores, { revalidateOnFocus: false });
  // Nothing while the first list loads or when it cannot be read: the strip stays as it was.
  if (!open) return null;
  const refresh = () => void mutate();
  return (
    <details className={className} data-testid={testId}>
      <summary>
        {title} ({open.length})
      </summary>
      <div className="staff-returns__store">
        <label htmlFor={`${id}-store`}>{storeLabel}</label>
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
        <p>{empty}</p>
      ) : (
        <ul>
          {open.map((row) => (
            <Item key={rowKey(row)} row={row} onDone={refresh} />
          ))}
        </ul>
      )}
    </details>
  );
}

/**
 * A row's action with its note: busy while it runs, the note cleared and the list refreshed
 * when it is done, the server's message shown when it is refused.
 */
export function useQueueAction(onDone: () => void) {
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
      setNote("");
      onDone();
    } catch (error) {
      setProblem(submitFailure(error).message);
    } finally {
      setBusy(false);
    }
  };
  return { note, setNote, busy, problem, run, blocked: busy || note.trim() === "" };
}

/** A row's history, oldest first. */
export function QueueHistory({
  label,
  history,
}: {
  label: string;
  history: { kind: string; actor: string; note: string | null; at: string }[];
}) {
  return (
    <ol className="staff-returns__history" aria-label={label}>
      {history.map((event, i) => (
        <li key={i}>
          {when(event.at)} · {event.kind} · {event.actor}
          {event.note ? ` · ${event.note}` : ""}
        </li>
      ))}
    </ol>
  );
}

/** The note every action carries into the history. */
export function QueueNote({
  id,
  label = "Note for the history",
  note,
  setNote,
}: {
  id: string;
  label?: string;
  note: string;
  setNote: (note: string) => void;
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={note}
        maxLength={1000}
        onChange={(event) => setNote(event.target.value)}
      />
    </>
  );
}

export const QueueProblem = ({ problem }: { problem: string | null }) =>
  problem ? <p role="alert">{problem}</p> : null;

/**
 * A row's form: the note every action carries, what else the row asks for (children), and its
 * actions as buttons, each saying its action and, to a screen reader, the record it acts on; all
 * wait while one runs or while the note is empty. `form` is the row's useQueueAction.
 */
export function QueueForm<Action extends string>({
  form,
  actions,
  labels,
  describe,
  onAct,
  children,
}: {
  form: Pick<ReturnType<typeof useQueueAction>, "note" | "setNote" | "blocked">;
  actions: readonly Action[];
  labels: Record<Action, string>;
  /** The button's accessible name. */
  describe: (action: Action) => string;
  onAct: (action: Action) => void;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="staff-returns__act">
      <QueueNote id={`${id}-note`} note={form.note} setNote={form.setNote} />
      {children}
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          disabled={form.blocked}
          aria-label={describe(action)}
          onClick={() => onAct(action)}
        >
          {labels[action]}
        </button>
      ))}
    </div>
  );
}
