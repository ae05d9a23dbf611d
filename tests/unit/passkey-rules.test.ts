import { ceremonyFailure } from "@/components/account/passkey-errors";
import { defaultPasskeyName, tidyPasskeyName, PASSKEY_NAME_MAX } from "@/lib/passkeys/names";
import { RECENT_SIGN_IN_MINUTES, signedInRecently } from "@/lib/passkeys/recent-sign-in";
import { relyingPartyFor } from "@/lib/passkeys/relying-party";

// Issue 26: the pure rules around passkeys.

const MAC_CHROME =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) " +
  "Chrome/131.0.0.0 Safari/537.36";
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like " +
  "Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const WINDOWS_EDGE =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) " +
  "Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0";
const LINUX_FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) " +
  "Chrome/131.0.0.0 Mobile Safari/537.36";

describe("defaultPasskeyName", () => {
  it("names a known passkey provider by its AAGUID, whatever the browser", () => {
    expect(defaultPasskeyName("FBFC3007-154E-4ECC-8C0B-6E020557D7BD", MAC_CHROME)).toBe(
      "iCloud Keychain",
    );
    expect(defaultPasskeyName("ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4", null)).toBe(
      "Google Password Manager",
    );
  });

  it("names other passkeys after the browser and system they were added from", () => {
    expect(defaultPasskeyName(null, MAC_CHROME)).toBe("Chrome on Mac");
    expect(defaultPasskeyName(null, IPHONE_SAFARI)).toBe("Safari on iPhone");
    expect(defaultPasskeyName(null, WINDOWS_EDGE)).toBe("Edge on Windows");
    expect(defaultPasskeyName(null, LINUX_FIREFOX)).toBe("Firefox on Linux");
    expect(defaultPasskeyName("01020304-0506-0708-0102-030405060708", ANDROID_CHROME)).toBe(
      "Chrome on Android",
    );
  });

  it("falls back to what is known, then to a plain name", () => {
    expect(defaultPasskeyName(null, "curl/8.5.0")).toBe("Passkey");
    expect(defaultPasskeyName(null, null)).toBe("Passkey");
    expect(defaultPasskeyName(null, "SomeBot (Windows)")).toBe("Windows");
  });
});

describe("tidyPasskeyName", () => {
  it("folds spaces and keeps the longest name we store", () => {
    expect(tidyPasskeyName("  My   phone \n")).toBe("My phone");
    expect(tidyPasskeyName("x".repeat(PASSKEY_NAME_MAX + 10))).toHaveLength(PASSKEY_NAME_MAX);
  });
});

describe("relyingPartyFor", () => {
  const name = "Atelier Ardent";

  it("is the store's configured host and origin, derived from SITE_URL", () => {
    const site = { siteUrl: "https://www.atelier.example", name };
    expect(relyingPartyFor("web", site)).toEqual({
      id: "www.atelier.example",
      origin: "https://www.atelier.example",
      name,
    });
    expect(relyingPartyFor("dept-westchester", site)).toEqual({
      id: "dept.atelier.example",
      origin: "https://dept.atelier.example",
      name,
    });
  });

  it("follows STORE_ORIGINS for a retailer on its own domain", () => {
    const config = {
      siteUrl: "https://www.atelier.example",
      storeOrigins: "good-hearts-web=https://shop.goodhearts.example",
      name,
    };
    expect(relyingPartyFor("good-hearts-web", config).id).toBe("shop.goodhearts.example");
    expect(relyingPartyFor("good-hearts-web", config).origin).toBe(
      "https://shop.goodhearts.example",
    );
  });

  it("is localhost with its port in the origin for the tests", () => {
    const rp = relyingPartyFor("web", { siteUrl: "http://localhost:3203", name });
    expect(rp).toEqual({ id: "localhost", origin: "http://localhost:3203", name });
  });
});

describe("signedInRecently", () => {
  const now = Date.parse("2026-03-01T12:00:00Z");
  const minutes = (n: number) => n * 60_000;

  it("holds for a sign-in on this browser within the window", () => {
    const session = { token: "t", authAt: now - minutes(RECENT_SIGN_IN_MINUTES) };
    expect(signedInRecently(session, "t", now)).toBe(true);
  });

  it("does not hold after the window, without a sign-in time, or for another token", () => {
    const old = { token: "t", authAt: now - minutes(RECENT_SIGN_IN_MINUTES) - 1 };
    expect(signedInRecently(old, "t", now)).toBe(false);
    expect(signedInRecently({ token: "t" }, "t", now)).toBe(false);
    expect(signedInRecently({ token: "t", authAt: now }, "other", now)).toBe(false);
    expect(signedInRecently({ token: "t", authAt: now }, undefined, now)).toBe(false);
    expect(signedInRecently(null, "t", now)).toBe(false);
  });

  it("does not trust a sign-in time in the future", () => {
    expect(signedInRecently({ token: "t", authAt: now + minutes(1) }, "t", now)).toBe(false);
  });
});

describe("ceremonyFailure", () => {
  const named = (name: string) => Object.assign(new Error("x"), { name });

  it("says nothing when the page itself stopped the request", () => {
    expect(ceremonyFailure(named("AbortError"), "sign-in")).toBeNull();
    const aborted = Object.assign(new Error("x"), { code: "ERROR_CEREMONY_ABORTED" });
    expect(ceremonyFailure(aborted, "sign-in")).toBeNull();
  });

  it("tells a cancelled request from a device that already holds a passkey", () => {
    expect(ceremonyFailure(named("NotAllowedError"), "add")).toMatch(/cancelled or timed out/);
    expect(ceremonyFailure(named("InvalidStateError"), "add")).toMatch(/already holds/);
    expect(ceremonyFailure(named("TypeError"), "sign-in")).toMatch(/could not use a passkey/);
  });
});
