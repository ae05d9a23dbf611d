// POST /api/external/public/request-appointment – spec 7, Checkout
import { handle } from "@/lib/api/handler";
import { mailSender } from "@/lib/api/mail-sender";
import { requestAppointment } from "@/lib/api/operations/appointments";
import { recordAppointmentRequest } from "@/lib/appointments/request";
import { kickMailDelivery } from "@/lib/jobs/mail";
import { limitClientCareMail } from "@/lib/security/mail-caps";

export const POST = handle(requestAppointment, async (ctx) => {
  const { db, body, store } = ctx;
  // The mail goes to client care, not to the address given (issue 35): counted on the sender and
  // on client care's inbox, never on the typed address, whose owner it does not reach.
  await limitClientCareMail(await mailSender(ctx));
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
