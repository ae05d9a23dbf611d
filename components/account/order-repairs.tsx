"use client";

import "@/app/account.css";
import "@/app/returns.css";
import "@/app/repairs.css";
import { aftercareDay } from "@/components/orders/aftercare-words";
import Cookies from "js-cookie";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { api, call } from "@/lib/http/api-client";
import { ensureCsrfCookie, HttpError, transportFailure } from "@/lib/http/client";
import {
  formatMoney,
  MAX_REPAIR_DESCRIPTION,
  MAX_REPAIR_PHOTO_BYTES,
  MAX_REPAIR_PHOTOS,
  REPAIR_STATUS_LABELS,
} from "@/lib/orders/repair-rules";
import type { RepairOption, RepairView } from "@/lib/orders/repairs";
import { RETURN_ADDRESS } from "@/lib/retail/returns";

/**
 * Whose repairs: a signed-in client's order (the account API), or the order a guest tracks at
 * /orders/track, which the tracking cookie names (the guest routes take no order id).
 */
export type RepairsOwner = { kind: "account"; orderId: string } | { kind: "guest" };

const photoUrl = (owner: RepairsOwner, id: string) =>
  owner.kind === "account"
    ? `/api/external/customer/repair-photos/${id}`
    : `/api/orders/track/repair-photos/${id}`;

/**
 * The form goes as multipart/form-data (its photos), which the generated JSON client does not
 * speak: one fetch, with the XSRF echo the client's middleware would add.
 */
async function askRepair(owner: RepairsOwner, body: FormData): Promise<RepairView> {
  const url =
    owner.kind === "account"
      ? `/api/external/customer/orders/${owner.orderId}/repairs`
      : "/api/orders/track/repairs";
  await ensureCsrfCookie();
  let reply: Response;
  try {
    reply = await fetch(url, {
      method: "POST",
      credentials: "same-origin",
      headers: { accept: "application/json", "X-XSRF-TOKEN": Cookies.get("XSRF-TOKEN") ?? "" },
      body,
    });
  } catch (error) {
    throw transportFailure(error);
  }
  const answer: unknown = await reply.json().catch(() => null);
  if (!reply.ok) throw new HttpError(reply.status, answer);
  return (answer as { content: RepairView }).content;
}

async function decide(owner: RepairsOwner, number: string, decision: "accept" | "decline") {
  if (owner.kind === "account") {
    return call(() =>
      api.POST("/api/external/customer/orders/{id}/repairs/{number}/decision", {
        params: { path: { id: owner.orderId, number } },
        body: { decision },
      }),
    );
  }
  const reply = await fetch(`/api/orders/track/repairs/${number}/decision`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    credentials: "same-origin",
    body: JSON.stringify({ decision }),
  });
  const answer: unknown = await reply.json().catch(() => null);
  if (!reply.ok) throw new HttpError(reply.status, answer);
  return (answer as { content: RepairView }).content;
}

/**
 * Issue 38: repair and care of a delivered made-to-order bag. "Ask the atelier" with what is
 * wrong and up to three photos; client care's estimate to accept or decline; then the repair's
 * own stages. Shown only once a bag may be sent, or a repair was asked.
 */
export function OrderRepairs({
  owner,
  options,
  repairs,
}: {
  owner: RepairsOwner;
  options: RepairOption[];
  repairs: RepairView[];
}) {
  const open = options.filter((option) => option.refusal === null);
  if (repairs.length === 0 && open.length === 0) return null;
  return (
    <section
      className="order-returns order-repairs"
      aria-labelledby="order-repairs-title"
      data-testid="order-repairs"
    >
      <h2 id="order-repairs-title" className="account-section-title">
        Repair and care
      </h2>
      {repairs.map((repair) => (
        <RepairCard key={repair.number} repair={repair} owner={owner} />
      ))}
      {open.length > 0 && <AskTheAtelier owner={owner} options={open} />}
    </section>
  );
}

function RepairCard({ repair, owner }: { repair: RepairView; owner: RepairsOwner }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const answer = async (decision: "accept" | "decline") => {
    setBusy(true);
    setError(null);
    try {
      await decide(owner, repair.number, decision);
      router.refresh();
    } catch (caught) {
      setError(caught instanceof HttpError ? caught.message : "Please try again in a moment.");
    } finally {
      setBusy(false);
    }
  };
  const { estimate } = repair;
  return (
    <article className="order-returns__card" data-testid="repair-card">
      <header className="order-returns__head">
        <strong>
          {repair.label} · repair <span className="order-repairs__number">{repair.number}</span>
        </strong>
        <span data-testid="repair-status">{REPAIR_STATUS_LABELS[repair.status]}</span>
      </header>
      <p className="order-repairs__description">{repair.description}</p>
      {repair.photos.length > 0 && (
        <ul className="photo-row order-repairs__photos" aria-label="Your photos">
          {repair.photos.map((photo, index) => (
            <li key={photo.id}>
              {/* A private photo, streamed with no-store: next/image would cache it. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={photoUrl(owner, photo.id)}
                alt={`Your photo ${index + 1} of the bag`}
                width={photo.width}
                height={photo.height}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      )}
      {estimate && (
        <div className="order-repairs__estimate" data-testid="repair-estimate">
          <p>
            <strong>
              {estimate.amount === 0
                ? "With our compliments"
                : formatMoney(estimate.amount, estimate.currency)}
            </strong>{" "}
            · about {estimate.days} working {estimate.days === 1 ? "day" : "days"} in the atelier
          </p>
          <p className="account-muted">{estimate.note}</p>
          {repair.status === "accepted" && repair.settlement === "due" && (
            <p className="account-muted">
              Client care will write to you to settle the repair before your bag returns to you.
            </p>
          )}
        </div>
      )}
      {repair.status === "accepted" && (
        <div className="order-repairs__send" data-testid="repair-address">
          <p>Please send your bag, well wrapped, with its repair number inside, to:</p>
          <address className="return-authorisation__address">
            {RETURN_ADDRESS.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </div>
      )}
      {repair.status === "estimated" && (
        <div className="order-repairs__answer">
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => void answer("accept")}
          >
            Accept the estimate
          </button>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void answer("decline")}
          >
            Decline
          </button>
        </div>
      )}
      <ol className="order-returns__steps">
        {repair.steps.map((step) => (
          <li key={step.key} className={step.at ? "is-done" : undefined}>
            <span>{step.label}</span>
            <span className="account-muted">{step.at ? aftercareDay(step.at) : "—"}</span>
          </li>
        ))}
      </ol>
      {repair.shipment && (
        <p>
          Your bag is on its way back:{" "}
          <a href={repair.shipment.tracking_url}>
            follow it with {repair.shipment.carrier.toUpperCase()}
          </a>
        </p>
      )}
      {error && (
        <p className="account-notice" role="alert">
          {error}
        </p>
      )}
    </article>
  );
}

const MB = 1024 * 1024;

function AskTheAtelier({ owner, options }: { owner: RepairsOwner; options: RepairOption[] }) {
  const router = useRouter();
  const id = useId();
  const [requestId] = useState(() => crypto.randomUUID());
  const [opened, setOpened] = useState(false);
  const [line, setLine] = useState(options[0]?.order_item_id ?? "");
  const [description, setDescription] = useState("");
  const [photos, setPhotos] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!opened) {
    return (
      <p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => setOpened(true)}
          data-testid="ask-the-atelier"
        >
          Ask the atelier
        </button>{" "}
        <span className="account-muted">
          Our artisans repair and care for the bags they made for you.
        </span>
      </p>
    );
  }

  const choose = (files: FileList | null) => {
    const chosen = Array.from(files ?? []);
    if (chosen.length > MAX_REPAIR_PHOTOS) {
      setError(`Please choose at most ${MAX_REPAIR_PHOTOS} photos.`);
      return;
    }
    if (chosen.some((file) => file.size > MAX_REPAIR_PHOTO_BYTES)) {
      setError(`Each photo may be at most ${MAX_REPAIR_PHOTO_BYTES / MB} MB.`);
      return;
    }
    setError(null);
    setPhotos(chosen);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    const body = new FormData();
    body.set("request_id", requestId);
    body.set("order_item_id", line);
    body.set("description", description);
    for (const photo of photos) body.append("photos", photo, photo.name);
    try {
      await askRepair(owner, body);
      router.refresh();
    } catch (caught) {
      setError(caught instanceof HttpError ? caught.message : "Please try again in a moment.");
      setBusy(false);
    }
  }

  return (
    <form className="order-returns__form account-form" onSubmit={submit} data-testid="repair-form">
      <p className="account-muted">
        Tell us what needs care; client care answers with an estimate before any work begins.
      </p>
      {options.length > 1 && (
        <div className="field">
          <label htmlFor={`${id}-line`}>Which bag?</label>
          <select id={`${id}-line`} value={line} onChange={(e) => setLine(e.target.value)}>
            {options.map((option) => (
              <option key={option.order_item_id} value={option.order_item_id}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-description`}>What is wrong?</label>
        <textarea
          id={`${id}-description`}
          value={description}
          maxLength={MAX_REPAIR_DESCRIPTION}
          required
          rows={4}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-photos`}>Photos (up to three, optional)</label>
        <input
          id={`${id}-photos`}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/heic,image/heif,.heic,.heif"
          aria-describedby={`${id}-photos-hint`}
          onChange={(e) => choose(e.target.files)}
        />
        <p id={`${id}-photos-hint`} className="account-muted">
          JPEG, PNG or HEIC, at most 10 MB each. Only you and our client care see them.
        </p>
      </div>
      {error && (
        <p className="account-notice" role="alert">
          {error}
        </p>
      )}
      <button
        type="submit"
        className="button button--primary"
        disabled={busy || description.trim() === ""}
      >
        {busy ? "Sending…" : "Send to the atelier"}
      </button>
    </form>
  );
}
