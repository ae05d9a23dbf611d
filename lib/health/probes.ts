import "server-only";
import { sql } from "drizzle-orm";
import { readRetailStores } from "../catalogue/read";
import { database } from "../db/client";
import { env } from "../env";
import { log } from "../log";
import { readyRedis } from "../shared-state/redis";
import { readiness, type ReadinessCheck, type ReadinessReport } from "./readiness";

/** Load balancers give up after a few seconds; each dependency gets less than that. */
const LIMIT_MS = 2_000;

/** What a request needs: the database, Redis when several servers share it, the catalogue. */
function checks(): ReadinessCheck[] {
  return [
    {
      name: "database",
      probe: async () => (await database()).db.execute(sql`select 1`),
      failure: "The database did not answer.",
    },
    {
      name: "redis",
      probe: env().REDIS_URL ? async () => (await readyRedis())?.ping() : null,
      failure: "Redis (REDIS_URL) did not answer.",
    },
    {
      name: "catalogue",
      probe: async () => {
        // The smallest file every page needs (the proxy reads it for the store).
        if ((await readRetailStores()).length === 0) throw new Error("no retail stores");
      },
      failure: "The published catalogue could not be read.",
    },
  ];
}

/** This server's readiness, its failures logged with their causes. */
export function serverReadiness(): Promise<ReadinessReport> {
  return readiness(checks(), {
    limitMs: LIMIT_MS,
    onFailure: (check, cause) => log().warn({ check, err: cause }, "[ready] check failed"),
  });
}
