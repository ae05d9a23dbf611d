import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { createdAt, id, parent } from "./columns";
import { customers } from "./customers";

/**
 * Issue 26: a customer's passkeys (WebAuthn credentials). A passkey works only on the host it
 * was made on (`rp_id`, the store's configured host name), as the browser binds it there.
 */
export const passkeys = pg.pgTable(
  "passkeys",
  {
    id: id(),
    customerId: parent("customer_id", () => customers.id),
    /** The credential id the authenticator chose (base64url), unique across every account. */
    credentialId: pg.text("credential_id").notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: pg.text("public_key").notNull(),
    /** The authenticator's signature counter; a response at or below it is refused (0 = none kept). */
    counter: pg.bigint("counter", { mode: "number" }).notNull().default(0),
    transports: pg
      .text("transports")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    rpId: pg.text("rp_id").notNull(),
    /** What the customer calls it ("iCloud Keychain", "Chrome on Mac"), editable. */
    name: pg.text("name").notNull(),
    aaguid: pg.text("aaguid"),
    backedUp: pg.boolean("backed_up").notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: pg.timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [pg.index("passkeys_customer").on(t.customerId)],
);

export const WEBAUTHN_PURPOSES = ["register", "authenticate"] as const;

/**
 * Challenges handed to the browser, kept on the server: each is bound to the web session that
 * asked for it (its `sid`), and to the customer when registering; it is spent by the first
 * response that names it and dies after a few minutes either way.
 */
export const webauthnChallenges = pg.pgTable(
  "webauthn_challenges",
  {
    challenge: pg.text("challenge").primaryKey(),
    purpose: pg.text("purpose", { enum: WEBAUTHN_PURPOSES }).notNull(),
    sessionId: pg.text("session_id").notNull(),
    customerId: pg.uuid("customer_id").references(() => customers.id, { onDelete: "cascade" }),
    rpId: pg.text("rp_id").notNull(),
    expiresAt: pg.timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    pg.check("webauthn_challenges_purpose", sql`${t.purpose} in ('register', 'authenticate')`),
    pg.index("webauthn_challenges_session").on(t.sessionId),
    pg.index("webauthn_challenges_expiry").on(t.expiresAt),
  ],
);
