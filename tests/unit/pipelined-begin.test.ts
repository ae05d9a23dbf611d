/**
 * @jest-environment node
 */
import type { Sql, TransactionSql } from "postgres";
import type { Tx } from "@/lib/db/types";

jest.mock("server-only", () => ({}));

/**
 * A postgres.js client standing in for PostgreSQL: it records what is sent, in order, and
 * answers each statement when the test says so (BEGIN and COMMIT at once unless held).
 */
function fakeSql(
  options: { holdBegin?: boolean; hold?: string; commitAnswer?: string; failing?: string } = {},
) {
  const sent: string[] = [];
  const events: string[] = [];
  let answerBegin: () => void = () => undefined;
  const held = new Map<string, () => void>();
  const statement = (text: string) => {
    const answer = new Promise<{ command: string }>((resolve, reject) => {
      const reply = () => {
        events.push(`answered ${text}`);
        if (text === options.failing) reject(new Error(`${text} failed`));
        else resolve({ command: text === "commit" ? (options.commitAnswer ?? "COMMIT") : "OK" });
      };
      if (text === "begin" && options.holdBegin) answerBegin = reply;
      else if (text === options.hold) held.set(text, reply);
      else queueMicrotask(reply);
    });
    answer.catch(() => undefined);
    // Sent once, when first executed or awaited, a microtask later, as postgres.js does.
    let isSent = false;
    const send = () => {
      if (isSent) return;
      isSent = true;
      queueMicrotask(() => sent.push(text));
    };
    const query = {
      execute: () => {
        send();
        return query;
      },
      then: (...args: Parameters<Promise<unknown>["then"]>) => {
        send();
        return answer.then(...args);
      },
      catch: (onRejected: (error: unknown) => unknown) => {
        send();
        return answer.catch(onRejected);
      },
    };
    return query;
  };
  const reserved = Object.assign(() => undefined, {
    unsafe: statement,
    release: () => events.push("released"),
  });
  const originalBegin = jest.fn(async () => "postgres.js's own begin");
  const sql = Object.assign(() => undefined, {
    reserve: async () => reserved,
    begin: originalBegin,
  }) as unknown as Sql;
  return {
    sql,
    sent,
    events,
    originalBegin,
    answerBegin: () => answerBegin(),
    answer: (text: string) => held.get(text)?.(),
  };
}

/** The drizzle transaction over `tx`, as far as `commitNow` looks. */
const asDrizzle = (tx: TransactionSql) => ({ _: { session: { client: tx } } }) as unknown as Tx;

/** Issues a statement as drizzle's `execute` does: a few microtasks before postgres.js sees it. */
async function run(tx: TransactionSql, text: string): Promise<unknown> {
  for (let hop = 0; hop < 4; hop += 1) await Promise.resolve();
  return tx.unsafe(text).execute();
}

/** After the microtasks pending now, and the macrotask that postgres.js writes in. */
const written = () => new Promise((resolve) => setImmediate(resolve));

describe("pipelineBegin", () => {
  it("sends the body's statements before BEGIN is answered, then commits and lets go", async () => {
    const { pipelineBegin } = await import("@/lib/db/pipelined-begin");
    const fake = fakeSql({ holdBegin: true });
    pipelineBegin(fake.sql);
    const done = fake.sql.begin(async (tx) => {
      const first = run(tx, "select 1");
      await written();
      // Sent already: BEGIN has not been answered yet.
      expect(fake.sent).toEqual(["begin", "select 1"]);
      fake.answerBegin();
      await first;
      return "placed";
    });
    await expect(done).resolves.toBe("placed");
    expect(fake.sent).toEqual(["begin", "select 1", "commit"]);
    expect(fake.events.at(-1)).toBe("released");
  });

  it("rolls back and throws the body's error", async () => {
    const { pipelineBegin } = await import("@/lib/db/pipelined-begin");
    const fake = fakeSql({ failing: "insert" });
    pipelineBegin(fake.sql);
    const done = fake.sql.begin(async (tx) => {
      await run(tx, "insert");
    });
    await expect(done).rejects.toThrow("insert failed");
    expect(fake.sent).toEqual(["begin", "insert", "rollback"]);
    expect(fake.events.at(-1)).toBe("released");
  });

  it("fails when PostgreSQL answers COMMIT with ROLLBACK (a statement failed unawaited)", async () => {
    const { pipelineBegin } = await import("@/lib/db/pipelined-begin");
    const fake = fakeSql({ commitAnswer: "ROLLBACK" });
    pipelineBegin(fake.sql);
    await expect(fake.sql.begin(async () => "placed")).rejects.toThrow(/rolled back/);
    expect(fake.events.at(-1)).toBe("released");
  });

  it("gives a nested transaction its savepoint, rolled back to on failure", async () => {
    const { pipelineBegin } = await import("@/lib/db/pipelined-begin");
    const fake = fakeSql({ failing: "insert twice" });
    pipelineBegin(fake.sql);
    await fake.sql.begin(async (tx) => {
      await expect(tx.savepoint(async (inner) => run(inner, "insert twice"))).rejects.toThrow();
    });
    expect(fake.sent).toEqual([
      "begin",
      "savepoint s1",
      "insert twice",
      "rollback to savepoint s1",
      "commit",
    ]);
  });

  it("commits behind the last statements when told to, without their answers, once", async () => {
    const { commitNow, pipelineBegin } = await import("@/lib/db/pipelined-begin");
    const fake = fakeSql({ hold: "update" });
    pipelineBegin(fake.sql);
    const done = fake.sql.begin(async (tx) => {
      const last = run(tx, "update");
      commitNow(asDrizzle(tx));
      await written();
      // COMMIT went out behind the update (never before it), without waiting for its answer.
      expect(fake.sent).toEqual(["begin", "update", "commit"]);
      fake.answer("update");
      await last;
      return "placed";
    });
    await expect(done).resolves.toBe("placed");
    expect(fake.sent).toEqual(["begin", "update", "commit"]);
  });

  it("fails when the statements sent with an early COMMIT failed", async () => {
    const { commitNow, pipelineBegin } = await import("@/lib/db/pipelined-begin");
    const fake = fakeSql({ commitAnswer: "ROLLBACK" });
    pipelineBegin(fake.sql);
    const done = fake.sql.begin(async (tx) => {
      void run(tx, "update").catch(() => undefined);
      commitNow(asDrizzle(tx));
    });
    await expect(done).rejects.toThrow(/rolled back/);
  });

  it("leaves a transaction with options to postgres.js", async () => {
    const { pipelineBegin } = await import("@/lib/db/pipelined-begin");
    const fake = fakeSql();
    pipelineBegin(fake.sql);
    await expect(fake.sql.begin("isolation level serializable", async () => 1)).resolves.toBe(
      "postgres.js's own begin",
    );
    expect(fake.originalBegin).toHaveBeenCalledTimes(1);
    expect(fake.sent).toEqual([]);
  });
});
