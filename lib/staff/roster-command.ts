import { z } from "zod";
import { parseCommand } from "../deployment/command";

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

export function parseStaffCommand(argv: string[]): StaffCommand {
  return parseCommand(argv, commandSchema, STAFF_USAGE);
}
