"use client";

import { useId, useState } from "react";
import { api, call } from "@/lib/http/api-client";
import { formatMoney, REPAIR_CURRENCIES } from "@/lib/orders/repair-rules";
import type { RetailStoreSlug } from "@/lib/retail/stores";
import {
  QueueForm,
  QueueHistory,
  QueueNote,
  QueueProblem,
  StaffQueue,
  useQueueAction,
} from "./staff-queue";

type Open = Awaited<ReturnType<typeof listOpen>>;
type Row = Open[number];
type Currency = (typeof REPAIR_CURRENCIES)[number];

const listOpen = (store: RetailStoreSlug | "") =>
  call(() => api.GET("/api/external/staff/repairs", { params: { query: store ? { store } : {} } }));

/** "120.00" (what client care types) as 12000 minor units; null when it is not an amount. */
const minorUnits = (text: string, currency: Currency): number | null => {
  const digits = new Intl.NumberFormat("en-US", { style: "currency", currency }).resolvedOptions()
    .maximumFractionDigits;
  const value = Number(text.trim());
  if (text.trim() === "" || !Number.isFinite(value)) return null;
  return Math.round(value * 10 ** (digits ?? 2));
};

/** Once the client has answered: a payment received (while one is owed), or a note. */
const FOLLOW_UP_LABELS = { settled: "Payment received", note: "Add note" } as const;

/**
 * Issue 38, client care's view of repairs: those under way in one store or all, and any whose
 * accepted estimate is still owed, each with its photos and history; estimate (until the client
 * answers), record a payment, or add a note. The server checks the staff role on every call.
 */
export function StaffRepairs() {
  return (
    <StaffQueue
      className="staff-locks staff-returns staff-repairs"
      testId="staff-repairs"
      title="Repair requests"
      storeLabel="Repairs of"
      empty="No repair is waiting."
      cacheKey="/staff/repairs"
      load={listOpen}
      rowKey={(row) => row.number}
      Item={StaffRepair}
    />
  );
}

function StaffRepair({ row, onDone }: { row: Row; onDone: () => void }) {
  const id = useId();
  const [amount, setAmount] = useState("");
  const [currency, setCurrency] = useState<Currency>("USD");
  const [days, setDays] = useState("10");
  const form = useQueueAction(onDone);
  const { note, setNote, problem, run, blocked } = form;
  const estimating = row.status === "requested" || row.status === "estimated";
  const settling = row.settlement === "due";

  const send = (body: ActBody) => run(() => act(row.number, body));

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
        <ul className="photo-row staff-repairs__photos" aria-label={`Photos of ${row.number}`}>
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
      <QueueHistory label={`History of ${row.number}`} history={row.history} />
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
          <QueueNote
            id={`${id}-work`}
            label="The work, for the client"
            note={note}
            setNote={setNote}
          />
          <button
            type="button"
            disabled={blocked}
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
        <QueueForm
          form={form}
          actions={settling ? (["settled", "note"] as const) : (["note"] as const)}
          labels={FOLLOW_UP_LABELS}
          describe={(action) =>
            action === "settled"
              ? `Record the payment of ${row.number}`
              : `Add a note to ${row.number}`
          }
          onAct={(action) => void send({ action, note })}
        />
      )}
      <QueueProblem problem={problem} />
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
