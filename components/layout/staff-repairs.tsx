"use client";

import { useId, useState } from "react";
import useSWR from "swr";
import { submitFailure } from "@/components/content/form-errors";
import { api, call } from "@/lib/http/api-client";
import { formatMoney, REPAIR_CURRENCIES } from "@/lib/orders/repair-rules";
import { RETAIL_STORE_SLUGS, type RetailStoreSlug } from "@/lib/retail/stores";

type Open = Awaited<ReturnType<typeof listOpen>>;
type Row = Open[number];
type Currency = (typeof REPAIR_CURRENCIES)[number];

const listOpen = (store: RetailStoreSlug | "") =>
  call(() => api.GET("/api/external/staff/repairs", { params: { query: store ? { store } : {} } }));

const listStores = () => call(() => api.GET("/api/external/staff/stores"));

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "America/New_York",
  });

/** "120.00" (what client care types) as 12000 minor units; null when it is not an amount. */
const minorUnits = (text: string, currency: Currency): number | null => {
  const digits = new Intl.NumberFormat("en-US", { style: "currency", currency }).resolvedOptions()
    .maximumFractionDigits;
  const value = Number(text.trim());
  if (text.trim() === "" || !Number.isFinite(value)) return null;
  return Math.round(value * 10 ** (digits ?? 2));
};

/**
 * Issue 38, client care's view of repairs: those under way in one store or all, and any whose
 * accepted estimate is still owed, each with its photos and history; estimate (until the client
 * answers), record a payment, or add a note. The server checks the staff role on every call.
 */
export function StaffRepairs() {
  const id = useId();
  const [store, setStore] = useState<RetailStoreSlug | "">("");
  const { data: open, mutate } = useSWR<Open>(["/staff/repairs", store], () => listOpen(store), {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
  // The same key as the strip's own store list: one request for all the panels.
  const { data: stores } = useSWR("/staff/stores", listStores, { revalidateOnFocus: false });
  if (!open) return null;
  return (
    <details className="staff-locks staff-returns staff-repairs" data-testid="staff-repairs">
      <summary>Repair requests ({open.length})</summary>
      <div className="staff-returns__store">
        <label htmlFor={`${id}-store`}>Repairs of</label>
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
        <p>No repair is waiting.</p>
      ) : (
        <ul>
          {open.map((row) => (
            <StaffRepair key={row.number} row={row} onDone={() => void mutate()} />
          ))}
        </ul>
      )}
    </details>
  );
}

function StaffRepair({ row, onDone }: { row: Row; onDone: () => void }) {
  const id = useId();
  const [amount, setAmount] = useState("");
  const [currency, setCurrency] = useState<Currency>("USD");
  const [days, setDays] = useState("10");
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const estimating = row.status === "requested" || row.status === "estimated";
  const settling = row.settlement === "due";

  const send = async (body: Parameters<typeof act>[1]) => {
    setBusy(true);
    setProblem(null);
    try {
      await act(row.number, body);
      setNote("");
      onDone();
    } catch (error) {
      setProblem(submitFailure(error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="staff-returns__item" data-testid="staff-repair">
      <p>
        <strong>{row.number}</strong> · order {row.order_number} · {row.store} · {row.label} ·{" "}
        <span data-testid="staff-repair-status">
          {row.status}
          {row.settlement === "due" ? ", payment due" : ""}
        </span>
      </p>
      <p>{row.description}</p>
      {row.photos.length > 0 && (
        <ul className="staff-repairs__photos" aria-label={`Photos of ${row.number}`}>
          {row.photos.map((photo, index) => (
            <li key={photo.id}>
              <a
                href={`/api/external/customer/repair-photos/${photo.id}`}
                target="_blank"
                rel="noreferrer"
              >
                {/* A private photo, streamed with no-store: next/image would cache it. */}
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img
                  src={`/api/external/customer/repair-photos/${photo.id}`}
                  alt={`Photo ${index + 1} of ${row.number}`}
                  width={96}
                  height={Math.round((96 * photo.height) / Math.max(photo.width, 1))}
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {row.estimate && (
        <p>
          Estimate: {formatMoney(row.estimate.amount, row.estimate.currency)} · {row.estimate.days}{" "}
          days · {row.estimate.note}
        </p>
      )}
      <ol className="staff-returns__history" aria-label={`History of ${row.number}`}>
        {row.history.map((event, i) => (
          <li key={i}>
            {when(event.at)} · {event.kind} · {event.actor}
            {event.note ? ` · ${event.note}` : ""}
          </li>
        ))}
      </ol>
      {estimating && (
        <div className="staff-returns__act">
          <label htmlFor={`${id}-amount`}>Estimate</label>
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            value={amount}
            placeholder="0 for complimentary"
            onChange={(event) => setAmount(event.target.value)}
          />
          <label htmlFor={`${id}-currency`}>Currency</label>
          <select
            id={`${id}-currency`}
            value={currency}
            onChange={(event) =>
              setCurrency(REPAIR_CURRENCIES.find((c) => c === event.target.value) ?? "USD")
            }
          >
            {REPAIR_CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-days`}>Working days</label>
          <input
            id={`${id}-days`}
            inputMode="numeric"
            value={days}
            onChange={(event) => setDays(event.target.value)}
          />
          <label htmlFor={`${id}-work`}>The work, for the client</label>
          <input
            id={`${id}-work`}
            value={note}
            maxLength={1000}
            onChange={(event) => setNote(event.target.value)}
          />
          <button
            type="button"
            disabled={busy || note.trim() === ""}
            aria-label={`Send the estimate for ${row.number}`}
            onClick={() =>
              void send({
                action: "estimate",
                estimate: {
                  amount: minorUnits(amount, currency) ?? Number.NaN,
                  currency,
                  note,
                  days: Number(days),
                },
              })
            }
          >
            Send estimate
          </button>
        </div>
      )}
      {!estimating && (
        <div className="staff-returns__act">
          <label htmlFor={`${id}-note`}>Note for the history</label>
          <input
            id={`${id}-note`}
            value={note}
            maxLength={1000}
            onChange={(event) => setNote(event.target.value)}
          />
          {settling && (
            <button
              type="button"
              disabled={busy || note.trim() === ""}
              aria-label={`Record the payment of ${row.number}`}
              onClick={() => void send({ action: "settled", note })}
            >
              Payment received
            </button>
          )}
          <button
            type="button"
            disabled={busy || note.trim() === ""}
            aria-label={`Add a note to ${row.number}`}
            onClick={() => void send({ action: "note", note })}
          >
            Add note
          </button>
        </div>
      )}
      {problem && <p role="alert">{problem}</p>}
    </li>
  );
}

type ActBody =
  | {
      action: "estimate";
      estimate: { amount: number; currency: Currency; note: string; days: number };
    }
  | { action: "settled"; note: string }
  | { action: "note"; note: string };

const act = (number: string, body: ActBody) =>
  call(() =>
    api.POST("/api/external/staff/repairs/{number}/actions", {
      params: { path: { number } },
      body,
    }),
  );
