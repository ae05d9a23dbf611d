import "@/app/account.css";
const LABELS: Record<string, string> = {
  placed: "Placed",
  paid: "Paid",
  cancelled: "Cancelled",
  refunded: "Refunded",
  pending_payment: "Awaiting payment",
};

/** "pending_payment" → "Pending payment" for a status we have no word for yet. */
const readable = (status: string) => {
  const words = status.replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const statusLabel = (status: string): string => LABELS[status] ?? readable(status);

/** An order's status as a readable badge; colour is never the only cue (the word is there). */
export function OrderStatus({ status }: { status: string }) {
  return (
    <span className={`order-status order-status--${status.replace(/[^a-z_-]/gi, "")}`}>
      {statusLabel(status)}
    </span>
  );
}

const dateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "America/New_York",
});

/** "March 1, 2026", in the studio's time zone, so the server and browser agree. */
export const orderDate = (iso: string | null): string | null =>
  iso ? dateFormat.format(new Date(iso)) : null;
