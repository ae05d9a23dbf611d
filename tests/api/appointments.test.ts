import { randomInt } from "node:crypto";
import { brand } from "@/lib/brand";
import { uniqueEmail, waitForMail } from "./support/accounts";
import { Client } from "./support/http";

const URL_PATH = "/api/external/public/request-appointment";
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/**
 * The operation allows 10 requests a minute per client. Each request speaks from its own address
 * (the rate limiter keys on the last X-Forwarded-For hop, see lib/api/client-ip.ts): a counter
 * keeps them distinct within a run, a random start keeps reruns within a minute apart.
 */
let next = randomInt(0, 60_000);
const address = () => {
  next += 1;
  return `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`;
};
const post = (body: unknown, forwardedFor = address()) =>
  new Client().send("POST", URL_PATH, body, { "x-forwarded-for": forwardedFor });

type Failure = { status: string; message: string; errors: Record<string, string[]> };

describe("POST /public/request-appointment", () => {
  const valid = {
    name: "Margot Ellison",
    email: "Margot.Ellison@Example.com",
    phone: "+1 (212) 555-0143",
    preferred_at: inDays(7),
    message: "I would like to see the croc leathers for a wedding clutch.",
  };

  it("records a complete request", async () => {
    const reply = await post(valid);
    expect(reply.status).toBe(200);
    expect(reply.json()).toEqual({ status: "success", content: { requested: true } });
    expect(reply.headers.get("cache-control")).toContain("no-store");
  });

  it("records a request with just a name and an e-mail; blanks count as empty", async () => {
    const email = uniqueEmail("sam");
    const reply = await post({ name: "Sam", email, phone: "", message: null });
    expect(reply.status).toBe(200);
    // Client care is told, with the blanks read as "not given", not as empty values.
    const mail = await waitForMail(brand.supportEmail, (m) => m.text.includes(`E-mail: ${email}`));
    expect(mail.text).toContain("Name: Sam\n");
    expect(mail.text).toContain("Phone: not given");
    expect(mail.text).toContain("Preferred time: no preference");
    expect(mail.text).toMatch(/Message:\n\(none\)/);
    expect(mail.headers).toMatch(new RegExp(`^Reply-To: ${email}$`, "im"));
  });

  it.each([
    ["a missing name", { ...valid, name: undefined }, "name", "Please enter your name."],
    ["a blank name", { ...valid, name: "   " }, "name", "Please enter your name."],
    [
      "a name over 120 characters",
      { ...valid, name: "M".repeat(121) },
      "name",
      "Please keep your name to 120 characters or fewer.",
    ],
    [
      "a name with a line break",
      { ...valid, name: "Margot\nBcc: everyone@example.com" },
      "name",
      "Please enter your name on a single line.",
    ],
    [
      "a bad e-mail",
      { ...valid, email: "margot@" },
      "email",
      "Please enter a valid e-mail address.",
    ],
    [
      "a phone number over 40 characters",
      { ...valid, phone: "1".repeat(41) },
      "phone",
      "Please keep the phone number to 40 characters or fewer.",
    ],
    [
      "a phone number with letters",
      { ...valid, phone: "call me maybe" },
      "phone",
      "Please enter a valid phone number.",
    ],
    [
      "a time in the past",
      { ...valid, preferred_at: inDays(-1) },
      "preferred_at",
      "Please choose a time in the future.",
    ],
    [
      "a time that is not a date",
      { ...valid, preferred_at: "next tuesday" },
      "preferred_at",
      "Please choose a valid date and time.",
    ],
    [
      "a message over 2000 characters",
      { ...valid, message: "x".repeat(2001) },
      "message",
      "Please keep your message to 2,000 characters or fewer.",
    ],
  ])("answers 422 with a sentence for %s", async (_label, body, field, message) => {
    const reply = await post(body);
    expect(reply.status).toBe(422);
    const failure = reply.json<Failure>();
    expect(failure.errors[field]).toEqual([message]);
    expect(failure.message).toBe(message);
  });

  it("answers 422 for a body that is not an object", async () => {
    const reply = await post([valid]);
    expect(reply.status).toBe(422);
    expect(reply.json<Failure>().message).toBe(
      "Please send the appointment request as a JSON object.",
    );
  });

  it("spends nothing of the caps of the address typed in it: its mail goes to client care (issue 35)", async () => {
    const email = uniqueEmail("named");
    for (let i = 0; i < 5; i++) {
      const reply = await post({ name: "Someone", email, message: `request ${i}` });
      expect(reply.status).toBe(200);
    }
    await waitForMail(
      brand.supportEmail,
      (m) => m.text.includes(`E-mail: ${email}`) && m.text.includes("request 4"),
    );
  });

  it("allows 10 requests a minute per client, then answers 429", async () => {
    const from = address();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await post({ name: "" }, from)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(statuses[10]).toBe(429);
  });
});
