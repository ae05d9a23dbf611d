"use client";

import { useId, useState } from "react";
import { api, call } from "@/lib/http/api-client";
import { CARRIER_KEYS, CARRIERS, isCarrier, type Carrier } from "@/lib/orders/stages";
import type { RetailStoreSlug } from "@/lib/retail/stores";
import { QueueForm, QueueHistory, QueueProblem, StaffQueue, useQueueAction } from "./staff-queue";

type Open = Awaited<ReturnType<typeof listOpen>>;
type Row = Open[number];
type Action = "approve" | "refuse" | "refund";

const listOpen = (store: RetailStoreSlug | "") =>
  call(() => api.GET("/api/external/staff/returns", { params: { query: store ? { store } : {} } }));

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
  return (
    <StaffQueue
      className="staff-locks staff-returns"
      testId="staff-returns"
      title="Open returns"
      storeLabel="Returns of"
      empty="No return is waiting."
      cacheKey="/staff/returns"
      load={listOpen}
      rowKey={(row) => row.number}
      Item={StaffReturn}
    />
  );
}

function StaffReturn({ row, onDone }: { row: Row; onDone: () => void }) {
  const id = useId();
  const form = useQueueAction(onDone);
  const { note, problem, run } = form;
  const [carrier, setCarrier] = useState<Carrier>("ups");
  const [tracking, setTracking] = useState("");
  const actions = actionsOf(row);
  const shipsReplacement = row.resolution === "exchange" && actions.includes("approve");

  const act = (action: Action) =>
    run(() =>
      call(() =>
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
      ),
    );

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
      <QueueHistory label={`History of ${row.number}`} history={row.history} />
      {actions.length > 0 && (
        <QueueForm
          form={form}
          actions={actions}
          labels={ACTION_LABELS}
          describe={(action) => `${ACTION_LABELS[action]} ${row.number}`}
          onAct={(action) => void act(action)}
        >
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
        </QueueForm>
      )}
      <QueueProblem problem={problem} />
    </li>
  );
}
