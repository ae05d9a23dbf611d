import { newSession, readSession, sealExpiry, sealSession } from "@/lib/auth/web-session";

process.env.SESSION_SECRET = "unit-test-secret-unit-test-secret-0123";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Issue 27: a cookie once unsealed is remembered (unsealing is the cart read's largest cost once
 * the cart is kept). Remembering must change nothing: the same answer, each read its own copy,
 * and nothing after the seal's own expiry.
 */
describe("sessions remembered by their cookie", () => {
  afterEach(() => jest.restoreAllMocks());

  it("name their seal's expiry, 30 days from sealing", async () => {
    const sealed = await sealSession(newSession());
    const expiry = sealExpiry(sealed);
    expect(expiry).toBeGreaterThan(Date.now() + 29 * DAY_MS);
    expect(expiry).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS);
    expect(sealExpiry("garbage")).toBeNull();
  });

  it("give each read its own copy of the same session", async () => {
    const session = { ...newSession(), token: "t".repeat(40) };
    const sealed = await sealSession(session);
    for (let read = 0; read < 3; read += 1) {
      const mine = await readSession(sealed);
      expect(mine).toEqual(session);
      if (mine) mine.token = "changed by a handler";
    }
  });

  it("are not served once the seal has expired", async () => {
    const sealed = await sealSession(newSession());
    expect(await readSession(sealed)).not.toBeNull();
    const later = Date.now() + 31 * DAY_MS;
    jest.spyOn(Date, "now").mockReturnValue(later);
    expect(await readSession(sealed)).toBeNull();
  });

  it("never stand in for a cookie that does not unseal", async () => {
    const sealed = await sealSession(newSession());
    expect(await readSession(sealed)).not.toBeNull();
    expect(await readSession(`${sealed.slice(0, -4)}AAAA`)).toBeNull();
  });
});
