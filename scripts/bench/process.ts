import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

const TICKS_PER_SECOND = Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;

/** The process and every process it started, read from /proc. */
function tree(pid: number): number[] {
  const pids = [pid];
  for (const task of safeList(`/proc/${pid}/task`)) {
    const children = safeRead(`/proc/${pid}/task/${task}/children`).trim();
    for (const child of children ? children.split(/\s+/) : []) pids.push(...tree(Number(child)));
  }
  return pids;
}

/**
 * CPU time (user + system, all threads) a server and its children have used so far, in ms, from
 * /proc/<pid>/stat: what a request costs the machine, whatever else is running on it.
 */
export function cpuMs(pid: number): number {
  let ticks = 0;
  for (const each of tree(pid)) {
    const stat = safeRead(`/proc/${each}/stat`);
    // Fields after the command name (which may hold spaces) start at the state, field 3.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  }
  return (ticks / TICKS_PER_SECOND) * 1000;
}

function safeRead(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
