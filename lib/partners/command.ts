import { parseArgs } from "node:util";
import { z } from "zod";
import { isPartnerScope, PARTNER_SCOPES, type PartnerScope } from "./scopes";

/**
 * `npm run partners -- <command>`: the operator makes the bearer tokens of the store's partners
 * (the atelier, client care). Pure, like lib/kiosks/command.ts; scripts/partners.ts runs it.
 */
const PARTNERS_USAGE = `usage: npm run partners -- <command>
  create --name <"Atelier, New York"> --scope <${PARTNER_SCOPES.join("|")}> [--scope …]
                        prints the partner's bearer token once: hand it over, it is not kept
  list [--all]          the partners' tokens (--all: revoked ones too), never the tokens themselves
  revoke --id <token id>
                        the token is refused from its next request on`;

const scopesSchema = z
  .array(z.string().trim())
  .min(1, `--scope is required: ${PARTNER_SCOPES.join(" or ")}`)
  .refine(
    (scopes): scopes is PartnerScope[] => scopes.every(isPartnerScope),
    `--scope must be one of: ${PARTNER_SCOPES.join(", ")}`,
  );

const commandSchema = z.discriminatedUnion("command", [
  z.object({
    command: z.literal("create"),
    name: z
      .string({ error: "--name is required" })
      .trim()
      .min(1, "--name is required")
      .max(80, "--name must be under 80 characters"),
    scope: scopesSchema,
  }),
  z.object({ command: z.literal("list"), all: z.boolean().default(false) }),
  z.object({
    command: z.literal("revoke"),
    id: z.uuid({ error: "--id must be a token id from npm run partners -- list" }).toLowerCase(),
  }),
]);

export type PartnersCommand = z.output<typeof commandSchema>;

export class PartnersCommandError extends Error {}

export function parsePartnersCommand(argv: string[]): PartnersCommand {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        name: { type: "string" },
        scope: { type: "string", multiple: true },
        id: { type: "string" },
        all: { type: "boolean" },
      },
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new PartnersCommandError(`${message}\n${PARTNERS_USAGE}`);
  }
  const [command, ...extra] = parsed.positionals;
  if (extra.length > 0)
    throw new PartnersCommandError(`unexpected argument: ${extra.join(" ")}\n${PARTNERS_USAGE}`);
  const values = { ...parsed.values };
  // `--scope stages,cancel` reads like `--scope stages --scope cancel`.
  const scope = Array.isArray(values.scope)
    ? values.scope.flatMap((s) => String(s).split(","))
    : command === "create"
      ? []
      : undefined;
  const result = commandSchema.safeParse({ command, ...values, scope });
  if (!result.success) {
    const messages = result.error.issues.map((issue) =>
      issue.code === "invalid_union" ? `unknown command: ${command ?? "(none)"}` : issue.message,
    );
    throw new PartnersCommandError(`${messages.join("\n")}\n${PARTNERS_USAGE}`);
  }
  return result.data;
}
