/**
 * @jest-environment node
 */
import {
  appointmentFormSchema,
  appointmentRequestSchema,
  localDateTimeToIso,
} from "../../lib/appointments/schema";

const future = new Date(Date.now() + 7 * 24 * 3600 * 1000);
const past = new Date(Date.now() - 3600 * 1000);

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("appointmentRequestSchema (POST /public/request-appointment)", () => {
  it("accepts the full request and drops blank optional fields", () => {
    const full = appointmentRequestSchema.parse({
      name: "  Ada Lovelace ",
      email: " Ada@Example.com ",
      phone: "+1 (212) 555-0100",
      preferred_at: future.toISOString(),
      message: "The studio, please.",
    });
    expect(full).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "+1 (212) 555-0100",
      preferred_at: future,
      message: "The studio, please.",
    });
    expect(
      appointmentRequestSchema.parse({
        name: "Ada",
        email: "ada@example.com",
        phone: "",
        message: "  ",
      }),
    ).toEqual({ name: "Ada", email: "ada@example.com" });
  });

  it("uses the agreed messages", () => {
    const result = appointmentRequestSchema.safeParse({
      name: " ",
      email: "not-an-email",
      preferred_at: past.toISOString(),
    });
    expect(messages(result)).toEqual({
      name: "Please enter your name.",
      email: "Please enter a valid e-mail address.",
      preferred_at: "Please choose a time in the future.",
    });
    expect(messages(appointmentRequestSchema.safeParse({}))).toMatchObject({
      name: "Please enter your name.",
      email: "Please enter a valid e-mail address.",
    });
  });

  it("wants an ISO instant for preferred_at", () => {
    const result = appointmentRequestSchema.safeParse({
      name: "Ada",
      email: "ada@example.com",
      preferred_at: "next tuesday",
    });
    expect(messages(result)).toEqual({ preferred_at: "Please choose a valid date and time." });
  });
});

describe("appointmentFormSchema", () => {
  it("turns the picker's local time into an ISO instant", () => {
    const pad = (n: number) => String(n).padStart(2, "0");
    const local = `${future.getFullYear()}-${pad(future.getMonth() + 1)}-${pad(future.getDate())}T${pad(future.getHours())}:${pad(future.getMinutes())}`;
    const parsed = appointmentFormSchema.parse({
      name: "Ada",
      email: "ada@example.com",
      phone: "",
      preferred_at: local,
      message: "",
    });
    expect(parsed.preferred_at).toEqual(new Date(local));
    // What the form sends is what the handler accepts.
    const sent = { ...parsed, preferred_at: parsed.preferred_at?.toISOString() };
    expect(appointmentRequestSchema.parse(sent)).toEqual(parsed);
    expect(localDateTimeToIso("")).toBeUndefined();
  });

  it("rejects a past time with the shared message", () => {
    const result = appointmentFormSchema.safeParse({
      name: "Ada",
      email: "ada@example.com",
      preferred_at: "2001-01-01T10:00",
    });
    expect(messages(result)).toEqual({ preferred_at: "Please choose a time in the future." });
  });
});
