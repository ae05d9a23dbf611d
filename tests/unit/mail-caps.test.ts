/**
 * @jest-environment node
 */
import { resetRateLimits } from "@/lib/security/rate-limit";
import {
  allowSignInLinkMail,
  allowVisitorMail,
  limitVisitorMail,
  MAIL_CAPS,
  normaliseAddress,
} from "@/lib/security/mail-caps";
import { DomainError } from "@/lib/errors";

beforeEach(() => resetRateLimits());

let counter = 0;
/** A client address and a session of their own, so only the cap under test is reached. */
const stranger = () => {
  counter += 1;
  return { ip: `198.51.100.${counter % 250}-${counter}`, session: `session-${counter}` };
};

describe("normaliseAddress", () => {
  it.each([
    ["Target@Example.com", "target@example.com"],
    ["  target+1@example.com ", "target@example.com"],
    ["TARGET+news+x@EXAMPLE.COM", "target@example.com"],
    ["t.a.r.g.e.t+1@gmail.com", "target@gmail.com"],
    ["target@googlemail.com", "target@gmail.com"],
    ["ｔａｒｇｅｔ@example.com", "target@example.com"],
    ["target@example.com.", "target@example.com"],
  ])("%s counts as %s", (raw, expected) => {
    expect(normaliseAddress(raw)).toBe(expected);
  });

  it("keeps dots outside Gmail and a leading plus as they are", () => {
    expect(normaliseAddress("t.arget@example.com")).toBe("t.arget@example.com");
    expect(normaliseAddress("+tag@example.com")).toBe("+tag@example.com");
  });
});

describe("per-recipient caps", () => {
  it("counts target+1 … target+4 as one inbox: the fourth share in an hour is refused", async () => {
    const results: boolean[] = [];
    for (let i = 1; i <= 4; i++) {
      results.push(await allowVisitorMail("share", `Target+${i}@example.com`, stranger()));
    }
    expect(results).toEqual([true, true, true, false]);
  });

  it("counts each kind on its own within the hour", async () => {
    for (let i = 0; i < MAIL_CAPS.recipientPerKindPerHour; i++) {
      expect(await allowVisitorMail("reset", "ada@example.com", stranger())).toBe(true);
    }
    expect(await allowVisitorMail("reset", "ada@example.com", stranger())).toBe(false);
    expect(await allowVisitorMail("newsletter", "ada@example.com", stranger())).toBe(true);
  });

  it("caps what one inbox receives in a day over every kind", async () => {
    const kinds = ["share", "reset", "signup", "appointment", "newsletter"] as const;
    const results: boolean[] = [];
    for (const kind of kinds) {
      for (let i = 0; i < 3; i++)
        results.push(await allowVisitorMail(kind, "bo@example.com", stranger()));
    }
    expect(results.filter(Boolean)).toHaveLength(MAIL_CAPS.recipientPerDay);
    expect(results.slice(MAIL_CAPS.recipientPerDay).every((allowed) => !allowed)).toBe(true);
  });
});

describe("per-sender caps", () => {
  it("stops one client address after its hourly cap, whatever the session and recipient", async () => {
    const results: boolean[] = [];
    for (let i = 0; i <= MAIL_CAPS.senderIpPerHour; i++) {
      results.push(
        await allowVisitorMail("share", `friend-${i}@example.com`, {
          ip: "203.0.113.9",
          session: `s${i}`,
        }),
      );
    }
    expect(results.slice(0, MAIL_CAPS.senderIpPerHour).every(Boolean)).toBe(true);
    expect(results[MAIL_CAPS.senderIpPerHour]).toBe(false);
    // Another client is not affected.
    expect(await allowVisitorMail("share", "friend-x@example.com", stranger())).toBe(true);
  });

  it("stops one session after its hourly cap, from however many addresses", async () => {
    const results: boolean[] = [];
    for (let i = 0; i <= MAIL_CAPS.senderSessionPerHour; i++) {
      results.push(
        await allowVisitorMail("share", `pal-${i}@example.com`, {
          ip: `192.0.2.${i}`,
          session: "one",
        }),
      );
    }
    expect(results.slice(0, MAIL_CAPS.senderSessionPerHour).every(Boolean)).toBe(true);
    expect(results[MAIL_CAPS.senderSessionPerHour]).toBe(false);
  });

  it("a refused sender does not use up the recipient's cap", async () => {
    const flooder = { ip: "203.0.113.77" };
    for (let i = 0; i < MAIL_CAPS.senderIpPerHour; i++) {
      await allowVisitorMail("share", `other-${i}@example.com`, flooder);
    }
    for (let i = 0; i < 5; i++) await allowVisitorMail("share", "victim@example.com", flooder);
    expect(await allowVisitorMail("share", "victim@example.com", stranger())).toBe(true);
  });
});

describe("sign-in links (issue 25)", () => {
  it("reach one inbox three times an hour, counted on their own", async () => {
    const results: boolean[] = [];
    for (let i = 0; i < 4; i++) results.push(await allowSignInLinkMail("Dee+x@example.com"));
    expect(results).toEqual([true, true, true, false]);
    // Counters a sender is told about (a share's 429, the day over every kind) are untouched:
    // a guesser behind a locked address cannot read from them whether a password was right.
    const kinds = ["share", "reset", "signup", "newsletter"] as const;
    const others: boolean[] = [];
    for (const kind of kinds) {
      for (let i = 0; i < 3; i++)
        others.push(await allowVisitorMail(kind, "dee@example.com", stranger()));
    }
    expect(others.filter(Boolean)).toHaveLength(MAIL_CAPS.recipientPerDay);
  });
});

describe("limitVisitorMail", () => {
  it("throws a 429-kind error with an hour-long Retry-After once the cap is reached", async () => {
    for (let i = 0; i < 3; i++) await limitVisitorMail("share", "cy@example.com", stranger());
    const refusal = await limitVisitorMail("share", "cy+4@example.com", stranger()).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(DomainError);
    expect((refusal as DomainError).kind).toBe("rate_limited");
    expect((refusal as DomainError).message).toMatch(/received several e-mails/);
    expect((refusal as DomainError).retryAfterSeconds).toBeGreaterThan(60);
  });
});
