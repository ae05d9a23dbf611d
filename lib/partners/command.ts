import { z } from "zod";
import { parseCommand } from "../deployment/command";
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
  .array(z.string())
  .default([])
  // `--scope stages,cancel` reads like `--scope stages --scope cancel`.
  .transform((scopes) => scopes.flatMap((scope) => scope.split(",")))
  .pipe(
    z
      .array(z.string().trim())
      .min(1, `--scope is required: ${PARTNER_SCOPES.join(" or ")}`)
      .refine(
        (scopes): scopes is PartnerScope[] => scopes.every(isPartnerScope),
        `--scope must be one of: ${PARTNER_SCOPES.join(", ")}`,
      ),
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

export function parsePartnersCommand(argv: string[]): PartnersCommand {
  return parseCommand(argv, commandSchema, PARTNERS_USAGE);
}
