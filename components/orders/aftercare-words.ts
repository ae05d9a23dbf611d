import type { ReturnView } from "@/lib/orders/returns";

/** An aftercare step's day ("March 3"), on the atelier's clock (New York). */
export const aftercareDay = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    timeZone: "America/New_York",
  });

/** A return's status as the client reads it ("your parcel") or the associate ("the parcel"). */
export const returnStatusLabels = (
  parcel: "your parcel" | "the parcel",
): Record<ReturnView["status"], string> => ({
  requested: `Authorised — awaiting ${parcel}`,
  received: "Received — being inspected",
  accepted: "Accepted",
  refused: "Not accepted",
});
