import {
  holdStockRows,
  killHard,
  sleep,
  startPostgres,
  startRedis,
  startServer,
  stopGracefully,
  stopPostgres,
  stopRedis,
  terminateBackends,
  type AppServer,
} from "./infra";
import { browserWithCart, outagePageCheck, type PageCheck } from "./outage-pages";
import { exchange } from "./http";
import type { Pieces } from "./load";

/**
 * The five faults of issue 34, each acting while the load runs. A fault reports its window on
 * the load's clock (from its first act to the moment it ended: the database or Redis back, the
 * lock released), the servers whose own process it stopped (their connection errors in that
 * window are a load balancer's business, not an answer) and when such a server was ready again.
 */
export type FaultName = "cut" | "pg-stop" | "redis" | "kill" | "lock";

type Disruption = {
  server: AppServer;
  /** Load clock: its process was stopped or killed at... */
  from: number;
  /**
   * ...and its new process answered /api/ready 200 at (null: not within the limit). A promise:
   * the fault is over (for the other server) before this one is back.
   */
  ready: Promise<number | null>;
};

export type FaultWindow = {
  from: number;
  to: number;
  disrupted: Disruption[];
  notes: string[];
  /** Checks the fault made while it acted, each a miss when not ok. */
  checks?: PageCheck[];
};

type FaultContext = {
  servers: readonly [AppServer, AppServer];
  pieces: Pieces;
  clock: () => number;
};

export type Fault = {
  name: FaultName;
  title: string;
  /** A dependency every server needs is down: /api/ready must answer 503 meanwhile. */
  outage: boolean;
  act: (context: FaultContext) => Promise<FaultWindow>;
};

/** Polls /api/ready until 200; the load-clock time it did, or null after `limitMs`. */
async function readyAgain(
  server: AppServer,
  clock: () => number,
  limitMs: number,
): Promise<number | null> {
  for (const until = Date.now() + limitMs; Date.now() < until;) {
    const result = await exchange({
      base: server.base,
      method: "GET",
      path: "/api/ready",
      timeoutMs: 5_000,
    });
    if (result.kind === "answer" && result.reply.status === 200) return clock();
    await sleep(250);
  }
  return null;
}

export const FAULTS: readonly Fault[] = [
  {
    name: "cut",
    title: "every backend cut (pg_terminate_backend ×3 over 3 s)",
    outage: false,
    act: async ({ clock }) => {
      const from = clock();
      const notes: string[] = [];
      for (let i = 0; i < 3; i++) {
        if (i > 0) await sleep(1_500);
        notes.push(`cut ${i + 1}: ${await terminateBackends()} backends terminated`);
      }
      return { from, to: clock(), disrupted: [], notes };
    },
  },
  {
    name: "pg-stop",
    title: "PostgreSQL stopped 15 s (pg_ctl stop -m fast), then started",
    outage: true,
    act: async ({ servers, pieces, clock }) => {
      // A shopper with a cart, so that its pages read the database while it is down.
      const shopper = await browserWithCart(servers[0], pieces);
      const from = clock();
      await stopPostgres();
      const stoppedIn = clock() - from;
      await sleep(1_000);
      const checks = await Promise.all(
        servers.flatMap((server) =>
          (["/checkout/registration", "/cart"] as const).map((path) =>
            outagePageCheck(server, shopper, path),
          ),
        ),
      );
      await sleep(Math.max(0, from + 15_000 - clock()));
      await startPostgres();
      return {
        from,
        to: clock(),
        disrupted: [],
        notes: [
          `stopped in ${stoppedIn} ms, started again after ${((clock() - from) / 1000).toFixed(1)} s`,
          ...checks.map((check) => `${check.name}: ${check.detail}`),
        ],
        checks,
      };
    },
  },
  {
    name: "redis",
    title: "Redis stopped 20 s, server B restarted meanwhile",
    outage: true,
    act: async ({ servers, clock }) => {
      const [, b] = servers;
      const from = clock();
      await stopRedis();
      await sleep(3_000);
      // A deploy or an autoscaler starting a server while Redis is down.
      const stoppedAt = clock();
      await stopGracefully(b);
      startServer(b);
      const notes = [
        `B stopped (SIGTERM) at +${((stoppedAt - from) / 1000).toFixed(1)} s and started again`,
      ];
      const listening = await readyOrListening(b, clock, from + 19_000);
      notes.push(`B after its start, before Redis came back: ${listening}`);
      await sleep(Math.max(0, from + 20_000 - clock()));
      await startRedis();
      const to = clock();
      return {
        from,
        to,
        disrupted: [{ server: b, from: stoppedAt, ready: readyAgain(b, clock, 30_000) }],
        notes,
      };
    },
  },
  {
    name: "kill",
    title: "server A killed (kill -9) during orders, then restarted",
    outage: false,
    act: async ({ servers, clock }) => {
      const [a] = servers;
      const from = clock();
      await killHard(a);
      startServer(a);
      const notes: string[] = [];
      const ready = readyAgain(a, clock, 60_000).then((readyAt) => {
        notes.push(
          `A restarted: ready ${readyAt === null ? "NOT within 60 s" : `${((readyAt - from) / 1000).toFixed(1)} s after the kill`}`,
        );
        return readyAt;
      });
      return { from, to: from, disrupted: [{ server: a, from, ready }], notes };
    },
  },
  {
    name: "lock",
    title: "stock rows locked 10 s (select … for update; pg_sleep(10))",
    outage: false,
    act: async ({ pieces, clock }) => {
      const from = clock();
      await holdStockRows([pieces.first, pieces.second], 10);
      return { from, to: clock(), disrupted: [], notes: [] };
    },
  },
];

/** What a server started during the Redis outage does before Redis returns. */
async function readyOrListening(
  server: AppServer,
  clock: () => number,
  untilClock: number,
): Promise<string> {
  const started = clock();
  let last = "no answer";
  while (clock() < untilClock) {
    const result = await exchange({
      base: server.base,
      method: "GET",
      path: "/api/ready",
      timeoutMs: 3_000,
    });
    if (result.kind === "answer") {
      return `/api/ready answered ${result.reply.status} ${((clock() - started) / 1000).toFixed(1)} s after its start`;
    }
    last = result.kind === "hang" ? "/api/ready hangs" : `no answer (${result.error})`;
    await sleep(250);
  }
  return `${last} until Redis came back`;
}
