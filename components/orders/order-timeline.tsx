import "@/app/account.css";
import "@/app/orders.css";
import type { ReactNode } from "react";
import { atelierDate } from "@/lib/orders/dates";
import { againstPromise } from "@/lib/calendar/words";
import type { StepState, Timeline, TimelineStep } from "@/lib/orders/timeline";
import { OrderSection } from "./order-section";

/** What a step says where it has no date yet. */
const PENDING: Record<StepState, string> = {
  done: "",
  current: "",
  upcoming: "To come",
  skipped: "Not needed: a ready-made piece",
};

const STATE_WORDS: Partial<Record<StepState, string>> = { current: "Current stage", done: "Done" };

function When({ step }: { step: TimelineStep }) {
  if (step.at) {
    return (
      <time className="order-timeline__date" dateTime={step.at}>
        {atelierDate(step.at)}
      </time>
    );
  }
  return <span className="order-timeline__date">{PENDING[step.state]}</span>;
}

function Step({ step, children }: { step: TimelineStep; children?: ReactNode }) {
  const words = STATE_WORDS[step.state];
  return (
    <li
      className={`order-timeline__step order-timeline__step--${step.state}`}
      aria-current={step.state === "current" ? "step" : undefined}
      data-testid={`timeline-${step.key}`}
      data-state={step.state}
    >
      <span className="order-timeline__marker" aria-hidden="true" />
      <div className="order-timeline__body">
        <p className="order-timeline__label">
          {step.label}
          {words && <span className="cart-sr-only"> ({words})</span>}
          {step.state === "current" && (
            <span className="account-tag account-tag--strong" aria-hidden="true">
              Now
            </span>
          )}
        </p>
        <When step={step} />
        {children}
      </div>
    </li>
  );
}

/**
 * The date promised when the order was placed beside the date it is now expected; a later one is
 * said plainly, with who will write. Nothing once delivered or cancelled: the steps say it.
 */
function DeliveryDates({ delivery }: { delivery: NonNullable<Timeline["delivery"]> }) {
  const { promised, expected } = delivery;
  if (!promised && !expected) return null;
  const late = promised && expected && againstPromise(promised.date, expected.date) === "late";
  return (
    <div className="order-timeline__promise" data-testid="timeline-delivery">
      <dl className="order-timeline__dates">
        {promised && (
          <div>
            <dt>Promised by</dt>
            <dd>
              <time dateTime={promised.date}>{promised.label}</time>
            </dd>
          </div>
        )}
        {expected && (
          <div>
            <dt>Now expected by</dt>
            <dd data-testid="timeline-expected">
              <time dateTime={expected.date}>{expected.label}</time>
            </dd>
          </div>
        )}
      </dl>
      {late && (
        <p className="order-timeline__note" data-testid="timeline-late">
          This is later than we promised, and we are sorry. Client care will write to you about it.
        </p>
      )}
    </div>
  );
}

/**
 * The order's stages (issue 26), each with its date and the current one marked; once shipped,
 * the carrier and a link to its tracking page; above them, the promised and expected dates.
 */
export function OrderTimeline({
  timeline,
  headingLevel = 2,
}: {
  timeline: Timeline;
  headingLevel?: 2 | 3;
}) {
  const { shipment } = timeline;
  const current = timeline.steps.find((step) => step.state === "current")?.key;
  return (
    <OrderSection
      name="order-timeline"
      heading={headingLevel === 2 ? "h2" : "h3"}
      title={timeline.cancelled ? "This order was cancelled" : "Your order’s progress"}
    >
      {timeline.cancelled && (
        <p className="order-timeline__note">
          Anything you paid is refunded to the payment you used; your bank may take a few days to
          show it.
        </p>
      )}
      {timeline.delivery && !timeline.cancelled && current !== "delivered" && (
        <DeliveryDates delivery={timeline.delivery} />
      )}
      <ol className="order-timeline__steps">
        {timeline.steps.map((step) => (
          <Step key={step.key} step={step}>
            {step.steps && step.state !== "skipped" && (
              <ol className="order-timeline__substeps">
                {step.steps.map((inner) => (
                  <Step key={inner.key} step={inner} />
                ))}
              </ol>
            )}
            {step.key === "shipped" && shipment && (
              <p className="order-timeline__shipment" data-testid="timeline-shipment">
                {shipment.carrier}, tracking number{" "}
                <span className="order-timeline__number">{shipment.trackingNumber}</span>
                <br />
                <a href={shipment.url} target="_blank" rel="noopener noreferrer">
                  Follow it on {shipment.carrier}’s site
                  <span className="cart-sr-only"> (opens in a new tab)</span>
                </a>
              </p>
            )}
          </Step>
        ))}
      </ol>
    </OrderSection>
  );
}
