// POST /api/external/public/request-appointment – spec 7, Checkout
import { handle } from "@/lib/api/handler";
import { requestAppointment } from "@/lib/api/operations/appointments";
import { recordAppointmentRequest } from "@/lib/appointments/request";
import { kickMailDelivery } from "@/lib/jobs/mail";

export const POST = handle(requestAppointment, async ({ db, body, store }) => {
  await recordAppointmentRequest(
    db,
    {
      name: body.name,
      email: body.email,
      phone: body.phone,
      preferredAt: body.preferred_at,
      message: body.message,
    },
    store,
  );
  kickMailDelivery();
  return { requested: true as const };
});
