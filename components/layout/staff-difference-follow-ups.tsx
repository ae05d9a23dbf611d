"use client";

import { api, call } from "@/lib/http/api-client";
import { formatPrice } from "@/lib/money";
import type { RetailStoreSlug } from "@/lib/retail/stores";
import { QueueForm, QueueHistory, QueueProblem, StaffQueue, useQueueAction } from "./staff-queue";

type Open = Awaited<ReturnType<typeof listOpen>>;
type Row = Open[number];
type Action = Row["actions"][number];

const listOpen = (store: RetailStoreSlug | "") =>
  call(() =>
    api.GET("/api/external/staff/design-changes/follow-ups", {
      params: { query: store ? { store } : {} },
    }),
  );

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
  return (
    <StaffQueue
      className="staff-locks staff-returns"
      testId="staff-difference-follow-ups"
      title="Design-change payments"
      storeLabel="Payments of"
      empty="No refused charge or refund is waiting."
      cacheKey="/staff/design-changes/follow-ups"
      load={listOpen}
      rowKey={(row) => row.change_id}
      Item={FollowUp}
    />
  );
}

function FollowUp({ row, onDone }: { row: Row; onDone: () => void }) {
  const form = useQueueAction(onDone);
  const { note, problem, run } = form;
  const name = `order ${row.order_number ?? row.order_id}`;

  const act = (action: Action) =>
    run(() =>
      call(() =>
        api.POST("/api/external/staff/design-changes/{id}/follow-up", {
          params: { path: { id: row.change_id } },
          body: { action, note },
        }),
      ),
    );

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
        <QueueHistory label={`History of ${name}'s change`} history={row.history} />
      )}
      {row.actions.length > 0 && (
        <QueueForm
          form={form}
          actions={row.actions}
          labels={ACTION_LABELS}
          describe={(action) => `${ACTION_LABELS[action]}: ${name}`}
          onAct={(action) => void act(action)}
        />
      )}
      <QueueProblem problem={problem} />
    </li>
  );
}
