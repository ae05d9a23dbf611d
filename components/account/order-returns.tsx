"use client";

import "@/app/account.css";
import "@/app/returns.css";
import { aftercareDay, returnStatusLabels } from "@/components/orders/aftercare-words";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { api, call } from "@/lib/http/api-client";
import { HttpError } from "@/lib/http/client";
import type { ReturnReason, ReturnResolution } from "@/lib/orders/return-rules";
import type { ReturnOption, ReturnView } from "@/lib/orders/returns";
import { OrderSection } from "@/components/orders/order-section";
import { ReturnChoices, useReturnChoices } from "@/components/orders/return-choices";

const STATUS_LABELS = returnStatusLabels("your parcel");

/**
 * Whose returns: a signed-in client's order (the account API), or the order a guest tracks at
 * /orders/track, which the tracking cookie names (the guest route takes no order id).
 */
export type ReturnsOwner = { kind: "account"; orderId: string } | { kind: "guest" };

const printPath = (owner: ReturnsOwner, number: string) =>
  owner.kind === "account" ? `/my-account/returns/${number}` : `/orders/track/returns/${number}`;

type ReturnBody = {
  request_id: string;
  reason: ReturnReason;
  resolution: ReturnResolution;
  note?: string;
  lines: { order_item_id: string; quantity: number; exchange_product_id?: string }[];
};

async function askReturn(owner: ReturnsOwner, body: ReturnBody): Promise<{ number: string }> {
  if (owner.kind === "account") {
    return call(() =>
      api.POST("/api/external/customer/orders/{id}/returns", {
        params: { path: { id: owner.orderId } },
        body,
      }),
    );
  }
  const reply = await fetch("/api/orders/track/returns", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    credentials: "same-origin",
    body: JSON.stringify(body),
  });
  const answer: unknown = await reply.json().catch(() => null);
  if (!reply.ok) throw new HttpError(reply.status, answer);
  return (answer as { content: { number: string } }).content;
}

/**
 * Issue 38: the order's returns, each with its steps, and the form to send stock pieces back
 * (a refund, or another size or colour set aside at once). Made-to-order pieces say why not.
 */
export function OrderReturns({
  owner,
  options,
  returns,
}: {
  owner: ReturnsOwner;
  options: ReturnOption[];
  returns: ReturnView[];
}) {
  const returnable = options.filter((option) => option.returnable > 0);
  const refusals = options.filter((option) => option.refusal);
  if (
    returns.length === 0 &&
    returnable.length === 0 &&
    refusals.every((o) => /delivered/.test(o.refusal ?? ""))
  ) {
    return null;
  }
  return (
    <OrderSection name="order-returns" title="Returns and exchanges">
      {returns.map((item) => (
        <ReturnCard key={item.number} item={item} owner={owner} />
      ))}
      {returnable.length > 0 ? (
        <ReturnForm owner={owner} options={returnable} />
      ) : (
        returns.length === 0 && <p className="account-muted">{refusals[0]?.refusal}</p>
      )}
    </OrderSection>
  );
}

function ReturnCard({ item, owner }: { item: ReturnView; owner: ReturnsOwner }) {
  return (
    <article className="order-returns__card" data-testid="return-card">
      <header className="order-returns__head">
        <strong>Return {item.number}</strong>
        <span data-testid="return-status">{STATUS_LABELS[item.status]}</span>
      </header>
      <ol className="order-returns__steps">
        {item.steps.map((step) => (
          <li key={step.key} className={step.at ? "is-done" : undefined}>
            <span>{step.label}</span>
            <span className="account-muted">{step.at ? aftercareDay(step.at) : "—"}</span>
          </li>
        ))}
      </ol>
      {item.status === "refused" && item.inspection_note && (
        <p className="account-muted">Our atelier: {item.inspection_note}</p>
      )}
      {item.exchange && (
        <p>
          Your replacement:{" "}
          <a href={item.exchange.tracking_url}>
            follow it with {item.exchange.carrier.toUpperCase()}
          </a>
        </p>
      )}
      {item.status === "requested" && (
        <p>
          <Link href={printPath(owner, item.number)} data-testid="return-print-link">
            Print the return authorisation
          </Link>
        </p>
      )}
    </article>
  );
}

function ReturnForm({ owner, options }: { owner: ReturnsOwner; options: ReturnOption[] }) {
  const router = useRouter();
  const id = useId();
  const [requestId] = useState(() => crypto.randomUUID());
  const choices = useReturnChoices();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const until = options[0]?.until;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const made = await askReturn(owner, {
        request_id: requestId,
        reason: (choices.reason || undefined) as ReturnReason,
        ...choices.request(),
      });
      router.push(printPath(owner, made.number));
    } catch (caught) {
      setError(caught instanceof HttpError ? caught.message : "Please try again in a moment.");
      setBusy(false);
    }
  }

  return (
    <form className="order-returns__form account-form" onSubmit={submit} data-testid="return-form">
      <p className="account-muted">
        Ready-to-wear and limited-edition pieces may be returned
        {until ? ` until ${aftercareDay(until)}` : ""}, for a refund or another size or colour.
      </p>
      <ReturnChoices
        id={id}
        options={options}
        state={choices}
        words={{
          pieces: "Which pieces?",
          exchangeFor: "Instead, send me",
          reason: "Why are you returning it?",
          resolution: "What would you like?",
          refund: "A refund to the payment I used",
          exchange: "Another size or colour of the same piece",
          note: "Anything we should know? (optional)",
        }}
      />
      {error && (
        <p className="account-notice" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy || choices.empty}>
        {busy ? "Authorising…" : "Authorise my return"}
      </button>
    </form>
  );
}
