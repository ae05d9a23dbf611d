import { parseArgs } from "node:util";
import { z } from "zod";

/**
 * `npm run staff -- <command>`: makes a customer account marketing staff (preview of unpublished
 * content) or takes it away. Pure, like lib/associates/roster-command.ts.
 */
const STAFF_USAGE = `usage: npm run staff -- <command>
  grant --email <address>    the account (signed up at /signup, e-mail confirmed) becomes staff
  revoke --email <address>   it goes back to a plain customer account
  list                       every staff account`;

const email = z
  .string({ error: "--email is required" })
  .trim()
  .toLowerCase()
  .pipe(z.email("--email must be an e-mail address"));

const commandSchema = z.discriminatedUnion("command", [
  z.object({ command: z.literal("grant"), email }),
  z.object({ command: z.literal("revoke"), email }),
  z.object({ command: z.literal("list") }),
]);

export type StaffCommand = z.output<typeof commandSchema>;

export class StaffCommandError extends Error {}

export function parseStaffCommand(argv: string[]): StaffCommand {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: { email: { type: "string" } },
    });
  } catch (error) {
    throw new StaffCommandError(
      `${error instanceof Error ? error.message : String(error)}\n${STAFF_USAGE}`,
    );
  }
  const [command, ...extra] = parsed.positionals;
  if (extra.length > 0)
    throw new StaffCommandError(`unexpected argument: ${extra.join(" ")}\n${STAFF_USAGE}`);
  const result = commandSchema.safeParse({ command, ...parsed.values });
  if (!result.success) {
    const messages = result.error.issues.map((issue) =>
      issue.code === "invalid_union" ? `unknown command: ${command ?? "(none)"}` : issue.message,
    );
    throw new StaffCommandError(`${messages.join("\n")}\n${STAFF_USAGE}`);
  }
  return result.data;
}
