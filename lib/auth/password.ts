import "server-only";
import { scrypt as scryptCb, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { hash, verify } from "@node-rs/argon2";

const scrypt = promisify(scryptCb) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number },
) => Promise<Buffer>;

/**
 * OWASP's argon2id floor (19 MiB, 2 passes, 1 lane): strong enough and about 30 ms here, so a
 * burst of sign-ins cannot starve the server.
 */
// `algorithm: 2` is Argon2id (the package exports it as a const enum, which isolatedModules
// cannot read).
const ARGON2 = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON2);

/**
 * A hash of a random password, verified when the e-mail is unknown so that an unknown e-mail and
 * a wrong password take the same time (no account enumeration by timing).
 */
let decoy: Promise<string> | null = null;
const decoyHash = () => (decoy ??= hashPassword(`decoy-${Math.random()}-${Date.now()}`));

export type PasswordCheck = { ok: boolean; needsRehash: boolean };

/** Verifies against an argon2id hash, or a legacy `scrypt$N$r$p$salt$key` one (to be rehashed). */
export async function checkPassword(
  password: string,
  stored: string | null | undefined,
): Promise<PasswordCheck> {
  if (!stored) {
    await verify(await decoyHash(), password).catch(() => false);
    return { ok: false, needsRehash: false };
  }
  if (stored.startsWith("scrypt$")) {
    return { ok: await checkScrypt(password, stored), needsRehash: true };
  }
  const ok = await verify(stored, password).catch(() => false);
  return { ok, needsRehash: ok && !stored.startsWith("$argon2id$v=19$m=19456,t=2,p=1$") };
}

/** Legacy format: `scrypt$N$r$p$<salt base64>$<key base64>`. */
async function checkScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, key] = stored.split("$");
  if (!n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  if (expected.length < 16) return false;
  const actual = await scrypt(password, Buffer.from(salt, "base64"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  }).catch(() => null);
  return actual !== null && timingSafeEqual(actual, expected);
}

/** Writes a legacy hash; only tests and data imports need it. */
export async function legacyScryptHash(password: string, salt: Buffer): Promise<string> {
  const key = await scrypt(password, salt, 32, { N: 16384, r: 8, p: 1 });
  return `scrypt$16384$8$1$${salt.toString("base64")}$${key.toString("base64")}`;
}
