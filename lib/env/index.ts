import "server-only";
import { z } from "zod";

/**
 * The environment, validated once. Every variable has a default that makes the embedded mode
 * work with nothing set; a bad value stops start-up with a message naming the variable.
 */
const flag = z
  .enum(["0", "1", "true", "false", ""])
  .optional()
  .transform((v) => v === "1" || v === "true");

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Which deployment this is; decides content visibility, tracking and the store override. */
  APP_ENV: z.enum(["production", "staging", "development", "test"]).optional(),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional(),
  ),
  /**
   * The state several app servers share beyond the database: rate limits, the catalogue and the
   * page cache. Unset, each server keeps them itself (one server, the embedded default).
   */
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
      .optional(),
  ),
  /**
   * Connections each app server keeps to PostgreSQL (unset: 10). placeOrder holds one for each
   * of its two short transactions; raise it with the concurrent checkouts a server takes.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * PostgreSQL's bounds on every connection (docs/adr/0088): how
   * long opening one may take (TCP, TLS, sign-in), how long one statement may run, how long a
   * statement may wait for a row or table lock, and how long a transaction may sit idle between
   * its statements. A statement or lock wait past its bound fails, its transaction rolls back,
   * and the request answers 503 with Retry-After instead of waiting.
   */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(50).max(600_000).default(2_000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(600_000)
    .default(5_000),
  DATA_DIR: z.string().min(1).default(".data"),
  PGLITE_DIR: optionalText,
  /**
   * The published catalogue's root (the APP_ENV prefix is added). By default under DATA_DIR: the
   * catalogue is built from a database, so it belongs with that database's data; two data folders
   * on one checkout then never share shelves (issue 39).
   */
  CATALOGUE_DIR: optionalText,
  SESSION_SECRET: optionalText.pipe(
    z.string().min(32, "must be at least 32 characters").optional(),
  ),
  ALLOW_STORE_OVERRIDE: flag,
  PREVIEW_SECRET: optionalText,
  /** Unset: http://localhost on the port the store is served on. */
  SITE_URL: optionalText.pipe(
    z.url("must be an absolute URL such as https://shop.example").optional(),
  ),
  PORT: z.coerce.number().int().min(1).max(65535).optional(),
  ASSET_HOST: z.string().default(""),
  /** Origins of the partner stores for links in mails (`slug=https://host,…`); see lib/retail/origins.ts. */
  STORE_ORIGINS: optionalText.pipe(
    z
      .string()
      .regex(
        /^[a-z-]+=https?:\/\/[^,\s]+(,[a-z-]+=https?:\/\/[^,\s]+)*$/,
        "must be slug=https://host pairs separated by commas",
      )
      .optional(),
  ),
  SMTP_URL: optionalText,
  /**
   * `file` writes every mail to `$DATA_DIR/outbox` even in production (said on purpose); `smtp`
   * needs SMTP_URL. Unset: SMTP when SMTP_URL is set, else files (refused in production).
   */
  MAIL_TRANSPORT: optionalText.pipe(z.enum(["smtp", "file"]).optional()),
  /**
   * 1: this is the demo (`npm run serve`, the tests, the benches): seeds and allows the demo
   * people with their published PINs and passwords, simulated payments and mail to files.
   */
  DEMO: flag,
  /** Google Analytics measurement id (G-…); analytics loads only in production. */
  GA_MEASUREMENT_ID: optionalText,
  /**
   * Live-chat widget script (https, a same-origin path or loopback http); loads only in
   * production on screens wider than 800 px. Read at run time (GET /api/integrations).
   */
  LIVE_CHAT_SRC: optionalText,
  /**
   * The request header the CDN puts the shopper's country in (e.g. CF-IPCountry), which picks
   * opt-in or opt-out consent (issue 37, lib/privacy/jurisdiction.ts). Unset: none is trusted.
   */
  CONSENT_COUNTRY_HEADER: optionalText,
  /**
   * The e-mail-marketing service's public key. Read when the server runs (GET /api/integrations),
   * like every integration setting; the NEXT_PUBLIC_ name is kept from when it was built in.
   */
  NEXT_PUBLIC_EMAIL_MARKETING_KEY: optionalText,
  /**
   * Issue 37: the e-mail-marketing service's private key (scope data-privacy:write), with which an
   * erased customer's profile is deleted there. Unset while the public key is set: erasures are
   * recorded and the request waits, visible in `npm run privacy -- list`.
   */
  EMAIL_MARKETING_PRIVATE_KEY: optionalText,
  /** Its API origin; a local stand-in in tests. */
  EMAIL_MARKETING_API_URL: optionalText.pipe(z.url().default("https://a.klaviyo.com")),
  /** Lets `catalogue:build` (another process) tell the running servers to revalidate their pages. */
  REVALIDATE_SECRET: optionalText.pipe(
    z.string().min(16, "must be at least 16 characters").optional(),
  ),
  /**
   * Where `catalogue:build` sends that signal, e.g. http://127.0.0.1:3000: each app server, or with
   * REDIS_URL (one shared page cache) just one of them, or the load balancer.
   */
  REVALIDATE_URLS: optionalText,
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(120),
  /** Page requests per minute per client address (a generous budget against scraping floods). */
  PAGE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /**
   * How many proxies in front of the app append to X-Forwarded-For (read by server.mjs). 0: the
   * app faces the internet and the client address is the socket's.
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * GET /api/health fails once a `select 1` through the app's pool has waited this long for a
   * connection. Unset: the statement timeout plus the connect timeout (every statement has ended
   * by then, and a connection being opened has opened or failed, so a pool that gives none is
   * stuck rather than busy). Keep it at least that.
   */
  HEALTH_POOL_WAIT_MS: z.coerce.number().int().min(100).max(600_000).optional(),
  /**
   * Issue 38: repair photos go to this S3-compatible bucket when it is set (with the endpoint
   * and keys below); unset, they are kept under DATA_DIR/repairs. Never public: the store
   * streams them to the order's client and to client care only.
   */
  REPAIR_PHOTOS_S3_BUCKET: optionalText,
  /** The store's endpoint, e.g. https://s3.eu-west-3.amazonaws.com or a MinIO/R2 origin. */
  REPAIR_PHOTOS_S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  REPAIR_PHOTOS_S3_REGION: optionalText.pipe(z.string().default("us-east-1")),
  REPAIR_PHOTOS_S3_ACCESS_KEY_ID: optionalText,
  REPAIR_PHOTOS_S3_SECRET_ACCESS_KEY: optionalText,
  /** Each call to the store gives up after this long (a put, a get, a delete). */
  REPAIR_PHOTOS_S3_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** GET /api/health fails once the event loop was blocked this long in each of two 5 s windows. */
  HEALTH_EVENT_LOOP_MS: z.coerce.number().int().min(50).max(600_000).default(2_000),
});

export type Env = Omit<z.infer<typeof envSchema>, "SITE_URL"> & {
  APP_ENV: NonNullable<z.infer<typeof envSchema>["APP_ENV"]>;
  PGLITE_DIR: string;
  CATALOGUE_DIR: string;
  SITE_URL: string;
};

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join(".") || "(root)"}: ${issue.message}`,
    );
    throw new EnvError(`Invalid environment variables:\n${lines.join("\n")}`);
  }
  const env = result.data;
  // A bucket named without where it is or how to sign would fail only at a client's first photo;
  // refused at start-up instead, naming what is missing.
  if (env.REPAIR_PHOTOS_S3_BUCKET) {
    const missing = (
      [
        "REPAIR_PHOTOS_S3_ENDPOINT",
        "REPAIR_PHOTOS_S3_ACCESS_KEY_ID",
        "REPAIR_PHOTOS_S3_SECRET_ACCESS_KEY",
      ] as const
    ).filter((name) => !env[name]);
    if (missing.length > 0) {
      throw new EnvError(
        `Invalid environment variables:\n  REPAIR_PHOTOS_S3_BUCKET is set, so ${missing.join(", ")} must be set too.`,
      );
    }
  }
  return {
    ...env,
    APP_ENV: env.APP_ENV ?? (env.NODE_ENV === "production" ? "production" : "development"),
    PGLITE_DIR: env.PGLITE_DIR ?? `${env.DATA_DIR}/pglite`,
    CATALOGUE_DIR: env.CATALOGUE_DIR ?? `${env.DATA_DIR}/catalogue`,
    SITE_URL: env.SITE_URL ?? `http://localhost:${env.PORT ?? 3000}`,
  };
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

export const isProduction = () => env().APP_ENV === "production";
