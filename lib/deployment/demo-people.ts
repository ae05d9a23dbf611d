import { seedId } from "../db/seed-id";

/**
 * The demo's people and codes, in one place: the demo seed inserts them (scripts/seed/demo.ts),
 * start-up looks for them in a production database (./demo-credentials.ts), and a seed or migrate
 * outside the demo disables them. Their PINs and the editor's password are printed in the README,
 * so on a real store they are back doors.
 */

/** Demo associates; PINs (README, Demo): jmorales 2468, dpatel 1357, akim 8642, rbrooks 9753. */
export const DEMO_ASSOCIATES = [
  {
    userName: "jmorales",
    firstName: "Julia",
    lastName: "Morales",
    store: "dept-westchester",
    pinHash:
      "$argon2id$v=19$m=19456,t=2,p=1$4M7XvAPevRnz14BIkLSntQ$gnmdQldK44CLxl/VvYz50SPApkSxQ+reIpM7DRLi2Q4",
  },
  {
    userName: "dpatel",
    firstName: "Dev",
    lastName: "Patel",
    store: "dept-westchester",
    pinHash:
      "$argon2id$v=19$m=19456,t=2,p=1$wyzmxmEK4ciP37hSnKyKrA$IVIRLW5EdvqeNyw0X+E9D1xZ2E2gRwKy9yjRtV7nsDM",
  },
  {
    userName: "akim",
    firstName: "Alice",
    lastName: "Kim",
    store: "dept-manhattan",
    pinHash:
      "$argon2id$v=19$m=19456,t=2,p=1$GlaGtUipeuL0cDAoSjO7Kw$uJvQwtanTyHDWzlhTmrx4OyKjWWttVNU/nMno/9uLX8",
  },
  {
    userName: "rbrooks",
    firstName: "Renee",
    lastName: "Brooks",
    store: "dept-manhattan",
    pinHash:
      "$argon2id$v=19$m=19456,t=2,p=1$4EzF/Z8SlsePumPhtC/ulA$cpIllW3N5iau4Zyln+in3tGWm0rmrCOpGRp7AXtc/Hw",
  },
] as const;

/** The PINs above: an operator may not give them to a real associate. */
export const PUBLISHED_PINS = ["2468", "1357", "8642", "9753"] as const;

/**
 * The demo marketing editor (role `staff`): signs in at /login with `atelier-preview-2026` (README,
 * Demo) and may then preview unpublished content.
 */
export const DEMO_EDITOR = {
  email: "editor@atelier-ardent.test",
  firstName: "Morgan",
  lastName: "Reyes",
  passwordHash:
    "$argon2id$v=19$m=19456,t=2,p=1$W1EZv7sn9LvFH3JLtR28Ew$HbOMmnlxKb3D1HeI045V4y6UMTWWwzw97hBfLgC+0Ys",
} as const;

/** The stylist channel's demo stylists (fictional people a checkout could credit). */
export const DEMO_STYLISTS = [
  ["CLAURENT", "Camille Laurent"],
  ["MOKAFOR", "Maya Okafor"],
  ["TBERG", "Theo Berg"],
] as const;

/** Demo promo codes; `expires` in days after 2026-01-01 unless a fixed window is given. */
export const DEMO_PROMO_CODES = [
  { code: "WELCOME15", kind: "percentage", value: 1500 },
  { code: "ATELIER50", kind: "fixed", value: 5000, minItemTotal: 30000 },
  {
    code: "SUMMER25",
    kind: "percentage",
    value: 2500,
    startsAt: "2025-06-01T00:00:00Z",
    expiresAt: "2025-09-01T00:00:00Z",
  },
  { code: "FIRSTBAG", kind: "fixed", value: 10000, maxUses: 1 },
  { code: "GOODHEARTS10", kind: "percentage", value: 1000, store: "good-hearts-web" },
] as const;

/** Row ids as the demo seed makes them (a real row of the same name has another id). */
export const demoIds = {
  associate: (userName: string) => seedId("associate", userName),
  editor: () => seedId("staff", DEMO_EDITOR.email),
  stylist: (code: string) => seedId("stylist", code),
  promo: (code: string) => seedId("promo", code),
};

export const DEMO_PIN_HASHES: readonly string[] = DEMO_ASSOCIATES.map((a) => a.pinHash);
export const DEMO_PROMO_IDS: readonly string[] = DEMO_PROMO_CODES.map((p) => demoIds.promo(p.code));
