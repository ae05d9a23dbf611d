import { z } from "zod";
import { appointmentRequestSchema } from "../../appointments/schema";
import { defineOperation } from "../operation";

export const requestAppointment = defineOperation({
  method: "POST",
  path: "/public/request-appointment",
  summary: "Ask the atelier for an appointment; client care is notified by e-mail.",
  tag: "Appointments",
  auth: "none",
  body: appointmentRequestSchema,
  response: z.object({ requested: z.literal(true) }),
  rateLimit: 10,
});
