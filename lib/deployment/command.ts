import { parseArgs, type ParseArgsConfig } from "node:util";
import { z } from "zod";
import { isKioskStore } from "../retail/kiosk";
import { isRetailStoreSlug, type RetailStoreSlug } from "../retail/stores";

/** The flags a command takes, as node's parseArgs declares them. */
type CommandOptions = NonNullable<ParseArgsConfig["options"]>;

type JsonProperty = { type?: string };
type JsonObject = { properties?: Record<string, JsonProperty> };
type JsonCommands = JsonObject & { oneOf?: JsonObject[]; anyOf?: JsonObject[] };

/**
 * The flags a command line takes, read from its schema, so a flag is declared once: every
 * property but `command` of every command's object, on the schema's input side (zod's JSON
 * Schema): a boolean is a switch, an array a flag that may be given more than once, anything else
 * a string.
 */
function optionsOf(schema: z.ZodType): CommandOptions {
  const json = z.toJSONSchema(schema, { io: "input" }) as JsonCommands;
  const options: CommandOptions = {};
  for (const member of json.oneOf ?? json.anyOf ?? [json]) {
    for (const [name, property] of Object.entries(member.properties ?? {})) {
      if (name === "command") continue;
      if (property.type === "boolean") options[name] = { type: "boolean" };
      else if (property.type === "array") options[name] = { type: "string", multiple: true };
      else options[name] = { type: "string" };
    }
  }
  return options;
}

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
  schema: Schema,
  usage: string,
  unreadable: (argv: string[]) => string = () => "",
): z.output<Schema> {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: optionsOf(schema),
    });
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

/** `--store`, in the commands about a department store's counter (associates, kiosks). */
export const kioskStore = z
  .string({ error: "--store is required" })
  .trim()
  .refine(
    (store): store is RetailStoreSlug => isRetailStoreSlug(store) && isKioskStore(store),
    "--store must be a department-store kiosk: dept-westchester or dept-manhattan",
  );
