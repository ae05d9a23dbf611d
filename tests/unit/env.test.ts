import { EnvError, parseEnv } from "@/lib/env";

describe("parseEnv", () => {
  it("works with no variables at all (embedded mode)", () => {
    const env = parseEnv({});
    expect(env.APP_ENV).toBe("development");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PGLITE_DIR).toBe(".data/pglite");
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.ALLOW_STORE_OVERRIDE).toBe(false);
  });

  it("without SITE_URL, links point at the port the store is served on", () => {
    expect(parseEnv({ PORT: "3100" }).SITE_URL).toBe("http://localhost:3100");
    expect(parseEnv({ PORT: "3100", SITE_URL: "https://shop.example" }).SITE_URL).toBe(
      "https://shop.example",
    );
    expect(() => parseEnv({ PORT: "http" })).toThrow(EnvError);
  });

  it("defaults APP_ENV to production under NODE_ENV=production", () => {
    expect(parseEnv({ NODE_ENV: "production" }).APP_ENV).toBe("production");
    expect(parseEnv({ NODE_ENV: "production", APP_ENV: "staging" }).APP_ENV).toBe("staging");
  });

  it("refuses a repair photo bucket without its endpoint and keys, naming each", () => {
    const bucket = { REPAIR_PHOTOS_S3_BUCKET: "repairs" };
    expect(() => parseEnv(bucket)).toThrow(
      "REPAIR_PHOTOS_S3_ENDPOINT, REPAIR_PHOTOS_S3_ACCESS_KEY_ID, REPAIR_PHOTOS_S3_SECRET_ACCESS_KEY must be set too",
    );
    const whole = {
      ...bucket,
      REPAIR_PHOTOS_S3_ENDPOINT: "https://s3.example",
      REPAIR_PHOTOS_S3_ACCESS_KEY_ID: "id",
      REPAIR_PHOTOS_S3_SECRET_ACCESS_KEY: "secret",
    };
    expect(parseEnv(whole).REPAIR_PHOTOS_S3_BUCKET).toBe("repairs");
    expect(() => parseEnv({ ...whole, REPAIR_PHOTOS_S3_SECRET_ACCESS_KEY: "" })).toThrow(
      "so REPAIR_PHOTOS_S3_SECRET_ACCESS_KEY must be set too",
    );
  });

  it("names every bad variable in one message", () => {
    const bad = () =>
      parseEnv({ DATABASE_URL: "mysql://x", SESSION_SECRET: "short", APP_ENV: "prod" });
    expect(bad).toThrow(EnvError);
    // toThrow with a string: the one message contains it.
    expect(bad).toThrow("DATABASE_URL");
    expect(bad).toThrow("SESSION_SECRET: must be at least 32 characters");
    expect(bad).toThrow("APP_ENV");
  });

  it("bounds every PostgreSQL connection by default, and refuses a bound that is no bound", () => {
    const env = parseEnv({});
    expect([
      env.DATABASE_CONNECT_TIMEOUT_MS,
      env.DATABASE_STATEMENT_TIMEOUT_MS,
      env.DATABASE_LOCK_TIMEOUT_MS,
      env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    ]).toEqual([3000, 5000, 2000, 5000]);
    expect(parseEnv({ DATABASE_LOCK_TIMEOUT_MS: "500" }).DATABASE_LOCK_TIMEOUT_MS).toBe(500);
    // 0 means "no timeout" to PostgreSQL: refused rather than taken.
    expect(() => parseEnv({ DATABASE_STATEMENT_TIMEOUT_MS: "0" })).toThrow(
      "DATABASE_STATEMENT_TIMEOUT_MS",
    );
    expect(() => parseEnv({ DATABASE_CONNECT_TIMEOUT_MS: "soon" })).toThrow(
      "DATABASE_CONNECT_TIMEOUT_MS",
    );
  });

  it("reads flags and an empty DATABASE_URL as unset", () => {
    const env = parseEnv({ ALLOW_STORE_OVERRIDE: "1", DATABASE_URL: "" });
    expect(env.ALLOW_STORE_OVERRIDE).toBe(true);
    expect(env.DATABASE_URL).toBeUndefined();
  });
});
