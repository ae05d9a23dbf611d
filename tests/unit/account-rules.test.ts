import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { checkPassword, hashPassword, legacyScryptHash } from "@/lib/auth/password";
import { emailChangeNoticeMail, resetMail, signInLinkMail, signupMail } from "@/lib/customers/mail";
import { passwordStrength } from "@/lib/customers/password-strength";
import {
  loginSchema,
  PASSWORD_MAX,
  PASSWORD_MIN,
  profileSchema,
  resetPasswordSchema,
  signupSchema,
  wishlistItemSchema,
} from "@/lib/customers/schemas";
import { storeOrigin } from "@/lib/retail/origins";

// The real argon2, watched: the decoy check must do the same verification as a wrong password.
jest.mock("@node-rs/argon2", () => {
  const real = jest.requireActual<typeof import("@node-rs/argon2")>("@node-rs/argon2");
  return { ...real, verify: jest.fn(real.verify) };
});

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  [...new Set((result.error?.issues ?? []).map((i) => i.path.join(".")))].sort();

describe("checkPassword (lib/auth/password.ts)", () => {
  const password = "correct horse battery staple";
  let argon: string;
  let legacy: string;
  beforeAll(async () => {
    [argon, legacy] = await Promise.all([
      hashPassword(password),
      legacyScryptHash(password, randomBytes(16)),
    ]);
  });

  it("accepts a legacy scrypt hash and asks for a rehash", async () => {
    expect(legacy).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await checkPassword(password, legacy)).toEqual({ ok: true, needsRehash: true });
    expect((await checkPassword("wrong password", legacy)).ok).toBe(false);
  });

  it("refuses a malformed legacy hash", async () => {
    expect((await checkPassword(password, "scrypt$16384$8$1$")).ok).toBe(false);
    const [, n, r, p, salt] = legacy.split("$");
    const short = `scrypt$${n}$${r}$${p}$${salt}$${Buffer.alloc(8).toString("base64")}`;
    expect((await checkPassword(password, short)).ok).toBe(false);
  });

  it("accepts the current argon2id hash without a rehash, refuses a wrong password", async () => {
    expect(argon).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await checkPassword(password, argon)).toEqual({ ok: true, needsRehash: false });
    expect(await checkPassword("Correct horse battery staple", argon)).toEqual({
      ok: false,
      needsRehash: false,
    });
    expect((await checkPassword(`${password} `, argon)).ok).toBe(false);
  });

  it("asks for a rehash of an argon2id hash with other parameters", async () => {
    const older = await hash(password, { algorithm: 2, memoryCost: 8192, timeCost: 1 });
    expect(await checkPassword(password, older)).toEqual({ ok: true, needsRehash: true });
  });

  it("refuses when nothing is stored (still verifying a decoy), and garbage", async () => {
    for (const stored of [null, undefined, ""]) {
      expect(await checkPassword(password, stored)).toEqual({ ok: false, needsRehash: false });
    }
    expect((await checkPassword(password, "not a hash")).ok).toBe(false);
  });

  it("verifies a decoy argon2id hash when nothing is stored, the same work as a wrong password", async () => {
    const watched = jest.mocked(verify);
    watched.mockClear();
    await checkPassword("a wrong password", argon);
    await checkPassword("a wrong password", null);
    expect(watched).toHaveBeenCalledTimes(2);
    const [real, decoy] = watched.mock.calls.map(([stored]) => String(stored));
    // Same algorithm and cost parameters, a different (random) hash.
    const params = (h: string | undefined) => String(h).split("$").slice(0, 4).join("$");
    expect(params(decoy)).toBe(params(real));
    expect(decoy).not.toBe(real);
  });

  it("hashes the same password differently each time", async () => {
    expect(await hashPassword(password)).not.toBe(argon);
  });
});

describe("passwordStrength (a hint, not a rule)", () => {
  it.each([
    ["", 0],
    ["abc", 1],
    ["Abc!234", 1], // 7 characters: too short
    ["password123", 1],
    ["Qwerty!2024", 1],
    ["aaaaaaaaaaaa", 1], // fewer than 4 distinct characters
    ["abcdefgh", 2],
    ["abcdefghijkl", 3],
    ["Abcdefg1!x", 3],
    ["abcdefghijklmnop", 4],
    ["correct horse battery staple", 4],
    ["Tr0ub4dor&3xyz", 4],
  ])("%j scores %i", (password, score) => {
    const result = passwordStrength(password);
    expect(result.score).toBe(score);
    expect(result.label === "").toBe(score === 0);
  });

  it("explains a short password with the minimum length", () => {
    expect(passwordStrength("short").label).toContain(String(PASSWORD_MIN));
  });
});

describe("signupSchema", () => {
  const valid = {
    first_name: " Ada ",
    last_name: "Lovelace",
    email: "  Ada.Lovelace@Example.COM ",
    password: "  spaced pass  ",
  };

  it("trims names and the e-mail, lower-cases the e-mail, keeps the password as typed", () => {
    const parsed = signupSchema.parse(valid);
    expect(parsed).toMatchObject({
      first_name: "Ada",
      email: "ada.lovelace@example.com",
      password: "  spaced pass  ",
      newsletter: false,
    });
  });

  it("takes 8 to 128 characters of password, spaces counting", () => {
    expect(PASSWORD_MIN).toBe(8);
    expect(PASSWORD_MAX).toBe(128);
    for (const length of [8, 64, 128]) {
      expect(signupSchema.safeParse({ ...valid, password: "p".repeat(length) }).success).toBe(true);
    }
    for (const length of [0, 7, 129]) {
      expect(fieldsOf(signupSchema.safeParse({ ...valid, password: "p".repeat(length) }))).toEqual([
        "password",
      ]);
    }
    expect(signupSchema.safeParse({ ...valid, password: "   a   " }).success).toBe(false);
    expect(signupSchema.safeParse({ ...valid, password: "    a   " }).success).toBe(true);
  });

  it("refuses missing or multi-line names, bad e-mails and a confirmation that differs", () => {
    expect(
      fieldsOf(signupSchema.safeParse({ ...valid, first_name: "  ", last_name: undefined })),
    ).toEqual(["first_name", "last_name"]);
    expect(fieldsOf(signupSchema.safeParse({ ...valid, first_name: "Ada\r\nBcc: x" }))).toEqual([
      "first_name",
    ]);
    expect(fieldsOf(signupSchema.safeParse({ ...valid, last_name: "x".repeat(61) }))).toEqual([
      "last_name",
    ]);
    for (const email of ["", "ada", "ada@", `${"a".repeat(250)}@example.com`]) {
      expect(fieldsOf(signupSchema.safeParse({ ...valid, email }))).toEqual(["email"]);
    }
    expect(
      fieldsOf(signupSchema.safeParse({ ...valid, password_confirmation: "something else" })),
    ).toEqual(["password_confirmation"]);
    expect(
      signupSchema.safeParse({ ...valid, password_confirmation: valid.password }).success,
    ).toBe(true);
    expect(fieldsOf(signupSchema.safeParse({ ...valid, retailer_store_id: "web" }))).toEqual([
      "retailer_store_id",
    ]);
  });
});

describe("profileSchema", () => {
  const base = { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com" };

  it("changes names without any password; an empty new password means none", () => {
    expect(profileSchema.parse(base).password).toBeUndefined();
    const parsed = profileSchema.parse({ ...base, password: "" });
    expect(parsed.password).toBeUndefined();
  });

  it("needs the current password for a new one", () => {
    expect(fieldsOf(profileSchema.safeParse({ ...base, password: "a new pass phrase" }))).toEqual([
      "current_password",
    ]);
    expect(
      fieldsOf(
        profileSchema.safeParse({ ...base, password: "a new pass phrase", current_password: "" }),
      ),
    ).toEqual(["current_password"]);
    const ok = profileSchema.parse({
      ...base,
      password: "a new pass phrase",
      current_password: "old",
    });
    expect(ok.password).toBe("a new pass phrase");
  });

  it("holds a new password to the signup length rules", () => {
    for (const password of ["short", "p".repeat(129)]) {
      const result = profileSchema.safeParse({ ...base, password, current_password: "old" });
      expect(fieldsOf(result)).toContain("password");
    }
  });
});

describe("loginSchema, resetPasswordSchema and wishlistItemSchema", () => {
  it("signs in with what was typed (no minimum beyond one character)", () => {
    expect(loginSchema.safeParse({ email: "A@B.co", password: "x" }).success).toBe(true);
    expect(fieldsOf(loginSchema.safeParse({ email: "a@b.co", password: "" }))).toEqual([
      "password",
    ]);
  });

  it("takes only a well-formed token from the link", () => {
    const token = randomBytes(32).toString("base64url");
    const ok = { token, email: "ada@example.com", password: "a new pass phrase" };
    expect(resetPasswordSchema.safeParse(ok).success).toBe(true);
    for (const bad of ["x".repeat(31), `${token}/..`, "x".repeat(65)]) {
      expect(fieldsOf(resetPasswordSchema.safeParse({ ...ok, token: bad }))).toEqual(["token"]);
    }
  });

  it("lower-cases a wishlist id and knows two types", () => {
    const id = "0C7E6A4B-1B2C-4D5E-8F90-123456789ABC";
    expect(wishlistItemSchema.parse({ type: "product", id }).id).toBe(id.toLowerCase());
    expect(fieldsOf(wishlistItemSchema.safeParse({ type: "sofa", id }))).toEqual(["type"]);
  });
});

describe("storeOrigin (links in account mails)", () => {
  it("is the site's origin for the own store", () => {
    expect(storeOrigin("web", "http://localhost:3100")).toBe("http://localhost:3100");
    expect(storeOrigin("web", "https://www.example.com/some/path")).toBe("https://www.example.com");
  });

  it("puts the store's host label in front of the site's host", () => {
    expect(storeOrigin("dept-westchester", "http://localhost:3100")).toBe(
      "http://dept.localhost:3100",
    );
    expect(storeOrigin("dept-manhattan", "https://www.example.com")).toBe(
      "https://dept.example.com",
    );
    expect(storeOrigin("stylist-web", "https://example.com")).toBe("https://stylist.example.com");
    expect(storeOrigin("good-hearts-web", "https://shop.example.com")).toBe(
      "https://goodhearts.example.com",
    );
  });

  it("prefers STORE_ORIGINS when it names the store", () => {
    const overrides = " dept-manhattan = https://nyc.example.org/ignored , web=https://a.example";
    expect(storeOrigin("dept-manhattan", "https://www.example.com", overrides)).toBe(
      "https://nyc.example.org",
    );
    expect(storeOrigin("web", "https://www.example.com", overrides)).toBe("https://a.example");
    expect(storeOrigin("dept-westchester", "https://www.example.com", overrides)).toBe(
      "https://dept.example.com",
    );
    expect(storeOrigin("dept-westchester", "https://www.example.com", "")).toBe(
      "https://dept.example.com",
    );
  });
});

describe("account mails", () => {
  it("link to the origin given, with the e-mail encoded", () => {
    const to = { email: "ada+bags@example.com", firstName: "Ada" };
    const signup = signupMail(to, "tok_en", "http://dept.localhost:3100");
    expect(signup.to).toBe(to.email);
    expect(signup.text).toContain(
      "http://dept.localhost:3100/confirm-account/tok_en/ada%2Bbags%40example.com",
    );
    const notice = emailChangeNoticeMail(
      { ...to, next: "new@example.com" },
      "tok_en",
      "https://www.example.com",
    );
    expect(notice.text).toContain("new@example.com");
    expect(notice.text).toContain(
      "https://www.example.com/undo-email-change/tok_en/ada%2Bbags%40example.com",
    );
    const reset = resetMail(to, "tok_en", "https://www.example.com");
    expect(reset.text).toContain(
      "https://www.example.com/reset-password/tok_en/ada%2Bbags%40example.com",
    );
    expect(reset.text).toContain("60 minutes");
    // Issue 25: the link finishing a sign-in from a busy network, and what to do if it was not you.
    const signIn = signInLinkMail(to, "tok_en", "https://www.example.com");
    expect(signIn.text).toContain(
      "https://www.example.com/finish-sign-in/tok_en/ada%2Bbags%40example.com",
    );
    expect(signIn.text).toContain("15 minutes");
    expect(signIn.text).toContain("https://www.example.com/forgot-password");
  });
});
