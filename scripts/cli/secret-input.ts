import { createInterface } from "node:readline";
import { Writable } from "node:stream";

/** Reads one line from a pipe (`printf '4826\n' | npm run associates -- …`): scripts and tests. */
async function firstLineOfStdin(): Promise<string> {
  const lines = createInterface({ input: process.stdin, terminal: false });
  for await (const line of lines) {
    lines.close();
    return line.trim();
  }
  return "";
}

/** Asks on the terminal without echoing what is typed. */
function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const prompt = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    prompt.question(question, (answer) => {
      prompt.close();
      process.stdout.write("\n");
      resolve(answer.trim());
    });
    muted = true;
  });
}

/**
 * A secret typed twice (no echo) at a terminal, or the first line of stdin when it is a pipe.
 * Never an argument: arguments end up in shell history and process lists.
 */
export async function readSecret(label: string): Promise<string> {
  if (!process.stdin.isTTY) return firstLineOfStdin();
  const first = await askHidden(`${label}: `);
  const second = await askHidden(`${label} again: `);
  if (first !== second) throw new Error(`The two entries of the ${label} differ; nothing changed.`);
  return first;
}
