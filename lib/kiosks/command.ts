import { z } from "zod";
import { kioskStore, parseCommand } from "../deployment/command";
import { kioskLabelSchema } from "./rules";

/**
 * `npm run kiosks -- <command>`: the operator enrolls a store's kiosk browsers without signing in
 * on them. Pure, like lib/associates/roster-command.ts; scripts/kiosks.ts runs the result.
 */
const KIOSKS_USAGE = `usage: npm run kiosks -- <command>
  enroll --store <kiosk store> --label <"Floor 2">
                        prints a one-time enrollment link, valid 30 minutes: open it once on the
                        kiosk's browser and press "Enroll this browser"
  list [--store <kiosk store>] [--all]
                        the kiosks, enrolled or waiting for their link (--all: revoked ones too)
  revoke --id <device id>
                        the kiosk's browser is refused from its next associate action on`;

const commandSchema = z.discriminatedUnion("command", [
  z.object({
    command: z.literal("enroll"),
    store: kioskStore,
    label: z.string({ error: "--label is required" }).pipe(kioskLabelSchema),
  }),
  z.object({
    command: z.literal("list"),
    store: kioskStore.optional(),
    all: z.boolean().default(false),
  }),
  z.object({
    command: z.literal("revoke"),
    id: z.uuid({ error: "--id must be a device id from npm run kiosks -- list" }).toLowerCase(),
  }),
]);

export type KiosksCommand = z.output<typeof commandSchema>;

export function parseKiosksCommand(argv: string[]): KiosksCommand {
  return parseCommand(argv, commandSchema, KIOSKS_USAGE);
}
