import { z } from "zod";
import { kioskStore, parseCommand } from "../deployment/command";

/**
 * `npm run associates -- <command>`: the operator's way to make real sales associates (the
 * demo's are for the demo only). Pure: parses and validates the arguments, so each refusal has
 * its unit test; scripts/associates.ts runs the result.
 */
const ASSOCIATES_USAGE = `usage: npm run associates -- <command>
  add --store <kiosk store> --user <name> --first <first name> --last <last name> [--display <"Jane D.">]
                               makes an associate; asks for the PIN (or reads it from stdin)
  list [--store <kiosk store>] every associate, active or not, and whether they have a PIN
  set-pin --user <name>        a new PIN (asked for, or read from stdin); lifts a PIN lock
  deactivate --user <name>     they can no longer sign in to a bag (orders keep their name)
  activate --user <name>       they can again
PINs are never taken as arguments (shell history, process lists): type them, or pipe them in.`;

const userName = z
  .string({ error: "--user is required" })
  .trim()
  .toLowerCase()
  .regex(
    /^[a-z0-9][a-z0-9._-]{1,59}$/,
    "--user must be 2 to 60 letters, digits, dots, dashes or underscores",
  );

const personName = (flag: string) =>
  z
    .string({ error: `${flag} is required` })
    .trim()
    .min(1, `${flag} is required`)
    .max(80, `${flag} is at most 80 characters`);

const commandSchema = z.discriminatedUnion("command", [
  z.object({
    command: z.literal("add"),
    store: kioskStore,
    user: userName,
    first: personName("--first"),
    last: personName("--last"),
    display: personName("--display").optional(),
  }),
  z.object({ command: z.literal("list"), store: kioskStore.optional() }),
  z.object({ command: z.literal("set-pin"), user: userName }),
  z.object({ command: z.literal("deactivate"), user: userName }),
  z.object({ command: z.literal("activate"), user: userName }),
]);

export type AssociatesCommand = z.output<typeof commandSchema>;

/** PINs are typed or piped in, never passed: a refusal of `--pin` says so. */
const pinHint = (argv: string[]) =>
  argv.some((arg) => arg.startsWith("--pin"))
    ? " (a PIN is never an argument: type it when asked, or pipe it in)"
    : "";

export function parseAssociatesCommand(argv: string[]): AssociatesCommand {
  return parseCommand(argv, commandSchema, ASSOCIATES_USAGE, pinHint);
}

/**
 * A PIN guards discounts of up to 30% and invoice orders: 4 to 8 digits, not a run (1111, 1234,
 * 2468, 9753: which also rules out every published demo PIN), asked twice when typed.
 */
export function pinProblem(pin: string): string | null {
  if (!/^\d{4,8}$/.test(pin)) return "The PIN must be 4 to 8 digits.";
  const digits = [...pin].map(Number);
  const step = (digits[1] ?? 0) - (digits[0] ?? 0);
  const isRun = digits.every((digit, i) => i === 0 || digit - (digits[i - 1] ?? 0) === step);
  if (isRun) return "That PIN is too easy to guess (a run such as 1111, 1234 or 2468).";
  return null;
}
