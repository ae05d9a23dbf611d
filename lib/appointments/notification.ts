import { brand } from "../brand";
import type { MailMessage } from "../mail/transport";

export type AppointmentRequest = {
  name: string;
  email: string;
  phone?: string;
  preferredAt?: Date;
  message?: string;
};

/** The atelier keeps New York time, so staff read the requested slot in their own zone. */
const atelierTime = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/New_York",
  dateStyle: "full",
  timeStyle: "short",
});

const preferredTime = (at: Date | undefined) =>
  at ? `${atelierTime.format(at)} (New York), ${at.toISOString()}` : "no preference";

/** The e-mail that tells the atelier's client-care team about a new appointment request. */
export function appointmentNotification(
  request: AppointmentRequest,
  storeLabel: string,
): MailMessage {
  const lines = [
    `A new appointment request arrived through ${storeLabel}.`,
    "",
    `Name: ${request.name}`,
    `E-mail: ${request.email}`,
    `Phone: ${request.phone ?? "not given"}`,
    `Preferred time: ${preferredTime(request.preferredAt)}`,
    "",
    "Message:",
    request.message ?? "(none)",
    "",
    "Reply to this e-mail to answer the client directly.",
  ];
  return {
    to: brand.supportEmail,
    replyTo: request.email,
    subject: `Appointment request from ${request.name}`,
    text: lines.join("\n"),
  };
}
