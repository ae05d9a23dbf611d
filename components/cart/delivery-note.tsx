import type { DeliveryKind } from "@/lib/delivery/promise";
import { deliveryPhraseParts } from "@/lib/calendar/words";

type Props = {
  kind: DeliveryKind;
  /** "Tue 15 Dec"; undefined while the date is on its way, null when there is none. */
  label: string | null | undefined;
  testId?: string;
};

/** "Made for you and delivered by Mon 14 Dec", the date never split over two lines. */
export function datedPhrase(madeToOrder: boolean, label: string) {
  const [words, date] = deliveryPhraseParts(madeToOrder, label);
  return (
    <>
      {words}
      <span className="delivery-date">{date}</span>
    </>
  );
}

/**
 * A line's or an order's promised date. While it loads the note keeps its line (and says so
 * quietly), so the bag does not jump when the date arrives.
 */
export function DeliveryNote({ kind, label, testId = "line-delivery" }: Props) {
  if (kind === "gift_card" || label === null) return null;
  return (
    <p
      className={label ? "delivery-note" : "delivery-note delivery-note--pending"}
      data-testid={testId}
      aria-busy={label === undefined}
    >
      {label
        ? datedPhrase(kind === "made_to_order", label)
        : kind === "made_to_order"
          ? "Made for you · finding your delivery date"
          : "Finding your delivery date"}
    </p>
  );
}
