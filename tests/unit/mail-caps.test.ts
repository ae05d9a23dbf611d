/**
 * @jest-environment node
 */
import { resetRateLimits } from "@/lib/security/rate-limit";
import {
  allowSignInLinkMail,
  allowVisitorMail,
  exactInbox,
  limitClientCareMail,
  limitResetRequest,
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

  it("is not the exact inbox, which keeps tags and dots (issue 35)", () => {
    expect(exactInbox(" Target+1@Example.com. ")).toBe("target+1@example.com");
    expect(exactInbox("t.arget@gmail.com")).toBe("t.arget@gmail.com");
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

  it("tagged forms never spend the plain address's own caps (issue 35)", async () => {
    for (let i = 1; i <= 4; i++)
      await allowVisitorMail("share", `eve+${i}@example.com`, stranger());
    for (let i = 0; i < MAIL_CAPS.recipientPerKindPerHour; i++) {
      expect(await allowVisitorMail("share", "eve@example.com", stranger())).toBe(true);
    }
    expect(await allowVisitorMail("share", "eve@example.com", stranger())).toBe(false);
  });

  it("counts each kind on its own within the hour", async () => {
    for (let i = 0; i < MAIL_CAPS.recipientPerKindPerHour; i++) {
      expect(await allowVisitorMail("signup", "ada@example.com", stranger())).toBe(true);
    }
    expect(await allowVisitorMail("signup", "ada@example.com", stranger())).toBe(false);
    expect(await allowVisitorMail("newsletter", "ada@example.com", stranger())).toBe(true);
  });

  it("caps what one inbox receives in a day over every kind", async () => {
    const kinds = ["share", "signup", "newsletter", "share", "signup"] as const;
    const results: boolean[] = [];
    for (const [n, kind] of kinds.entries()) {
      // Each kind's hourly cap is three: the second round of a kind is another hour's.
      if (n === 3) jest.spyOn(Date, "now").mockReturnValue(Date.now() + 61 * 60_000);
      for (let i = 0; i < 3; i++)
        results.push(await allowVisitorMail(kind, "bo@example.com", stranger()));
    }
    jest.restoreAllMocks();
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
    for (let i = 0; i < 4; i++) results.push(await allowSignInLinkMail("Dee@example.com"));
    expect(results).toEqual([true, true, true, false]);
    // Counters a sender is told about (a share's 429, the day over every kind) are untouched:
    // a guesser behind a locked address cannot read from them whether a password was right.
    const kinds = ["share", "signup", "newsletter"] as const;
    const others: boolean[] = [];
    for (const kind of kinds) {
      for (let i = 0; i < 3; i++)
        others.push(await allowVisitorMail(kind, "dee@example.com", stranger()));
    }
    expect(others.every(Boolean)).toBe(true);
  });
});

describe("limitVisitorMail", () => {
  it("throws a 429-kind error with an hour-long Retry-After once the cap is reached", async () => {
    for (let i = 0; i < 3; i++) await limitVisitorMail("share", "cy@example.com", stranger());
    const refusal = await limitVisitorMail("share", "cy@example.com", stranger()).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(DomainError);
    expect((refusal as DomainError).kind).toBe("rate_limited");
    expect((refusal as DomainError).message).toMatch(/received several e-mails/);
    expect((refusal as DomainError).retryAfterSeconds).toBeGreaterThan(60);
  });
});

describe("reset requests (issue 35)", () => {
  const refusal = (promise: Promise<void>) =>
    promise.then(
      () => null,
      (error: unknown) => error as DomainError,
    );

  it("count on the exact address asked for: tagged forms leave the plain one its three", async () => {
    for (let tag = 1; tag <= 3; tag++)
      await limitResetRequest(`fay+${tag}@example.com`, stranger());
    for (let i = 0; i < MAIL_CAPS.resetRequestsPerAddressPerHour; i++) {
      expect(await refusal(limitResetRequest("fay@example.com", stranger()))).toBeNull();
    }
    const refused = await refusal(limitResetRequest("Fay@Example.com", stranger()));
    expect(refused?.kind).toBe("rate_limited");
    expect(refused?.retryAfterSeconds).toBeGreaterThan(60);
  });

  it("refuse in the same words for every address, and spend no cap of other mail", async () => {
    const words: string[] = [];
    for (const email of ["gus@example.com", "nobody-at-all@example.com"]) {
      for (let i = 0; i < MAIL_CAPS.resetRequestsPerAddressPerHour; i++) {
        await limitResetRequest(email, stranger());
      }
      words.push((await refusal(limitResetRequest(email, stranger())))?.message ?? "");
    }
    expect(words[0]).toMatch(/the latest link we sent still works/);
    expect(words[1]).toBe(words[0]);
    expect(await allowVisitorMail("signup", "gus@example.com", stranger())).toBe(true);
  });
});

describe("appointment requests (issue 35)", () => {
  it("count on client care's own inbox, from however many senders", async () => {
    for (let i = 0; i < MAIL_CAPS.clientCarePerHour; i++) await limitClientCareMail(stranger());
    const refused = await limitClientCareMail(stranger()).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).message).toMatch(/client-care team/);
  });
});
