import { parseArgs, type ParseArgsConfig } from "node:util";
import type { z } from "zod";

/** The flags a command takes, as node's parseArgs declares them. */
export type CommandOptions = NonNullable<ParseArgsConfig["options"]>;

/**
 * A refused operator command (`npm run associates|kiosks|partners|staff -- …`): its message is
 * for the operator, and the scripts exit with 2 on it, 1 on every other failure.
 */
export class CommandError extends Error {}

/**
 * Reads an operator's command line: `<command> --flag value …`, parsed strictly by node's
 * parseArgs, then validated by a zod discriminated union on `command`. Every refusal is a
 * CommandError whose first line says what is wrong (an unknown flag or command, a stray
 * argument, the schema's own message) followed by the usage. `unreadable(argv)` may add to the
 * refusal of arguments parseArgs cannot read (why a flag is never taken, say).
 */
export function parseCommand<Schema extends z.ZodType>(
  argv: string[],
  options: CommandOptions,
  schema: Schema,
  usage: string,
  unreadable: (argv: string[]) => string = () => "",
): z.output<Schema> {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, strict: true, options });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new CommandError(`${message}${unreadable(argv)}\n${usage}`);
  }
  const [command, ...extra] = parsed.positionals;
  if (extra.length > 0) {
    throw new CommandError(`unexpected argument: ${extra.join(" ")}\n${usage}`);
  }
  const result = schema.safeParse({ command, ...parsed.values });
  if (!result.success) {
    const messages = result.error.issues.map((issue) =>
      issue.code === "invalid_union" ? `unknown command: ${command ?? "(none)"}` : issue.message,
    );
    throw new CommandError(`${messages.join("\n")}\n${usage}`);
  }
  return result.data;
}
