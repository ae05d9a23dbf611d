import { clientIp, isLoopback } from "@/lib/api/client-ip";
import { csrfPasses, issueCsrfToken } from "@/lib/api/csrf";
import { httpStatusOf, zodFieldErrors } from "@/lib/api/errors";
import { DomainError } from "@/lib/errors";
import { exhausted, hit, resetRateLimits } from "@/lib/security/rate-limit";
import { newSession, readSession, sealSession, sessionCookieOptions } from "@/lib/auth/web-session";
import { z } from "zod";

process.env.SESSION_SECRET = "unit-test-secret-unit-test-secret-0123";

describe("CSRF double submit, bound to the session", () => {
  const SID = "session-one-0123456789";
  const base = { sid: SID, origin: null, secFetchSite: null, host: "localhost:3000" };
  it("passes when the header echoes a cookie signed for this session", () => {
    const token = issueCsrfToken(SID);
    expect(csrfPasses({ ...base, cookie: token, header: token })).toBe(true);
    expect(csrfPasses({ ...base, cookie: token, header: encodeURIComponent(token) })).toBe(true);
  });
  it("fails without a header, with a different one, or with a forged cookie", () => {
    const token = issueCsrfToken(SID);
    expect(csrfPasses({ ...base, cookie: token, header: null })).toBe(false);
    expect(csrfPasses({ ...base, cookie: token, header: issueCsrfToken(SID) })).toBe(false);
    expect(csrfPasses({ ...base, cookie: "abc.def", header: "abc.def" })).toBe(false);
    expect(csrfPasses({ ...base, cookie: token, header: "%E0%A4%A" })).toBe(false);
  });
  it("fails for a token issued to another session, or with no session at all", () => {
    const other = issueCsrfToken("session-two-9876543210");
    expect(csrfPasses({ ...base, cookie: other, header: other })).toBe(false);
    const token = issueCsrfToken(SID);
    expect(csrfPasses({ ...base, sid: undefined, cookie: token, header: token })).toBe(false);
  });
  it("fails for another origin, and for Origin: null, even with a valid token", () => {
    const token = issueCsrfToken(SID);
    expect(
      csrfPasses({ ...base, cookie: token, header: token, origin: "https://evil.example" }),
    ).toBe(false);
    expect(csrfPasses({ ...base, cookie: token, header: token, origin: "null" })).toBe(false);
    expect(csrfPasses({ ...base, cookie: token, header: token, secFetchSite: "cross-site" })).toBe(
      false,
    );
    expect(
      csrfPasses({
        ...base,
        cookie: token,
        header: token,
        origin: "http://localhost:3000",
        secFetchSite: "same-origin",
      }),
    ).toBe(true);
  });
});

describe("errors map", () => {
  it("maps zod issues to field -> messages", () => {
    const result = z
      .object({ email: z.email(), user: z.object({ name: z.string().min(2) }) })
      .safeParse({
        email: "nope",
        user: { name: "a" },
      });
    expect(result.success).toBe(false);
    const errors = zodFieldErrors(result.error!);
    expect(Object.keys(errors).sort()).toEqual(["email", "user.name"]);
    expect(errors["user.name"]).toEqual([expect.stringMatching(/2/)]);
  });
  it("uses the first field message as the message of a validation error", () => {
    const error = DomainError.validation({ email: ["The email is invalid."] });
    expect(httpStatusOf(error)).toBe(422);
    expect(error.message).toBe("The email is invalid.");
  });
});

describe("rate limit (in process: no REDIS_URL)", () => {
  beforeEach(() => {
    resetRateLimits();
    jest.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => jest.useRealTimers());

  it("allows up to the limit per window and then refuses with a retry time", async () => {
    for (let i = 0; i < 3; i += 1) expect((await hit("k", 3)).allowed).toBe(true);
    jest.advanceTimersByTime(1000);
    const refused = await hit("k", 3);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBe(59);
    expect((await hit("other", 3)).allowed).toBe(true);
    jest.advanceTimersByTime(60_000);
    expect((await hit("k", 3)).allowed).toBe(true);
  });

  it("tells a used-up key without counting, for limits on failures only", async () => {
    expect((await exhausted("f", 2)).allowed).toBe(true);
    expect((await exhausted("f", 2)).allowed).toBe(true);
    await hit("f", 2);
    expect((await exhausted("f", 2)).allowed).toBe(true);
    await hit("f", 2);
    const used = await exhausted("f", 2);
    expect(used).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it("refuses everything when the limit is zero", async () => {
    expect(await hit("z", 0)).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });
});

describe("web session cookie", () => {
  it("is HttpOnly and SameSite=Lax, and Secure in production", () => {
    expect(sessionCookieOptions(true)).toMatchObject({
      httpOnly: true,
      sameSite: "lax",
      secure: true,
    });
    expect(sessionCookieOptions(false).secure).toBe(false);
  });

  it("round-trips sealed and refuses a tampered cookie", async () => {
    const session = { ...newSession(), token: "t".repeat(43) };
    const sealed = await sealSession(session);
    expect(sealed).not.toContain(session.token);
    expect(await readSession(sealed)).toEqual(session);
    expect(await readSession(`${sealed.slice(0, -4)}AAAA`)).toBeNull();
    expect(await readSession("garbage")).toBeNull();
  });
});

describe("client address for rate limits", () => {
  const TAG = "edge-tag-for-this-process";
  beforeEach(() => {
    process.env.ATELIER_EDGE_TAG = TAG;
  });
  afterEach(() => {
    delete process.env.ATELIER_EDGE_TAG;
  });

  it("takes the address server.mjs read from the socket or the trusted hop", () => {
    const headers = new Headers({
      "x-atelier-client-ip": "203.0.113.9",
      "x-atelier-edge": TAG,
      "x-forwarded-for": "6.6.6.6",
    });
    expect(clientIp(headers)).toBe("203.0.113.9");
  });

  it("ignores a client's copy of those headers, which lacks the process's tag", () => {
    const forged = new Headers({
      "x-atelier-client-ip": "1.2.3.4",
      "x-atelier-edge": "guessed",
      "x-forwarded-for": "203.0.113.9",
    });
    expect(clientIp(forged)).toBe("203.0.113.9");
  });

  it("falls back to the last forwarded hop without server.mjs (next dev)", () => {
    delete process.env.ATELIER_EDGE_TAG;
    expect(clientIp(new Headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.9" }))).toBe(
      "203.0.113.9",
    );
    expect(clientIp(new Headers({ "x-atelier-client-ip": "1.2.3.4" }))).toBe("local");
  });
});

describe("loopback", () => {
  it("is this machine only", () => {
    expect(isLoopback("127.0.0.1")).toBe(true);
    expect(isLoopback("::1")).toBe(true);
    expect(isLoopback("10.0.0.1")).toBe(false);
    expect(isLoopback("198.51.100.7")).toBe(false);
  });
});
