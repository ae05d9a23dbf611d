import { parseArgs } from "node:util";
import { z } from "zod";
import { isKioskStore } from "../retail/kiosk";
import { isRetailStoreSlug, type RetailStoreSlug } from "../retail/stores";

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

const kioskStore = z
  .string({ error: "--store is required" })
  .trim()
  .refine(
    (store): store is RetailStoreSlug => isRetailStoreSlug(store) && isKioskStore(store),
    "--store must be a department-store kiosk: dept-westchester or dept-manhattan",
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

export class CommandError extends Error {}

export function parseAssociatesCommand(argv: string[]): AssociatesCommand {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        store: { type: "string" },
        user: { type: "string" },
        first: { type: "string" },
        last: { type: "string" },
        display: { type: "string" },
      },
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const pinHint = argv.some((arg) => arg.startsWith("--pin"))
      ? " (a PIN is never an argument: type it when asked, or pipe it in)"
      : "";
    throw new CommandError(`${message}${pinHint}\n${ASSOCIATES_USAGE}`);
  }
  const [command, ...extra] = parsed.positionals;
  if (extra.length > 0)
    throw new CommandError(`unexpected argument: ${extra.join(" ")}\n${ASSOCIATES_USAGE}`);
  const result = commandSchema.safeParse({ command, ...parsed.values });
  if (!result.success) {
    const messages = result.error.issues.map((issue) =>
      issue.code === "invalid_union" ? `unknown command: ${command ?? "(none)"}` : issue.message,
    );
    throw new CommandError(`${messages.join("\n")}\n${ASSOCIATES_USAGE}`);
  }
  return result.data;
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
