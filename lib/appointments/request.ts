import "server-only";
import { appointmentRequests } from "../db/schema";
import type { Db } from "../db/types";
import { queueMail } from "../mail/outbox";
import { findRetailStore } from "../catalogue/retail-stores";
import { appointmentNotification, type AppointmentRequest } from "./notification";

/**
 * Records the request and queues client care's notification in one transaction: the request is
 * never kept without its mail, and the outbox delivers the mail with retries.
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
    await queueMail(tx, appointmentNotification(request, retailStore?.label ?? store));
    return row;
  });
}
