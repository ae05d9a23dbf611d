import "server-only";
import { appointmentRequests } from "../db/schema";
import type { Db } from "../db/types";
import { sendMail } from "../mail/outbox";
import { findRetailStore } from "../catalogue/retail-stores";
import { appointmentNotification, type AppointmentRequest } from "./notification";

/**
 * Records the request and notifies client care. Both happen in one transaction: if the
 * notification cannot be sent, the row is rolled back and the shopper's retry is not a duplicate
 * that nobody was told about.
 */
export async function recordAppointmentRequest(
  db: Db,
  request: AppointmentRequest,
  store: string,
): Promise<{ id: string }> {
  const retailStore = await findRetailStore(store);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(appointmentRequests)
      .values({
        name: request.name,
        email: request.email,
        phone: request.phone ?? null,
        preferredAt: request.preferredAt ?? null,
        message: request.message ?? null,
        retailStoreId: retailStore?.id ?? null,
      })
      .returning({ id: appointmentRequests.id });
    if (!row) throw new Error("appointment request insert returned no row");
    await sendMail(appointmentNotification(request, retailStore?.label ?? store));
    return row;
  });
}
