import { z } from "zod";
import { parseCommand } from "../deployment/command";

/**
 * `npm run privacy -- <command>`: the operator reads the log of customers' and guests' requests
 * for their data (issue 37). Pure, like lib/partners/command.ts; scripts/privacy.ts runs it.
 */
const PRIVACY_USAGE = `usage: npm run privacy -- <command>
  list [--limit <n>]    the requests, newest first (default 200): kind, channel, state, outcome
                        as counts and each service told to forget; never an address or the data`;

const commandSchema = z.discriminatedUnion("command", [
  z.object({
    command: z.literal("list"),
    limit: z.coerce
      .number({ error: "--limit must be a number" })
      .int("--limit must be a whole number")
      .min(1, "--limit must be at least 1")
      .max(10_000, "--limit must be at most 10000")
      .default(200),
  }),
]);

type PrivacyCommand = z.output<typeof commandSchema>;

export function parsePrivacyCommand(argv: string[]): PrivacyCommand {
  return parseCommand(argv, commandSchema, PRIVACY_USAGE);
}
