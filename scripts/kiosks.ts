import { openDatabase } from "../lib/db/open";
import { createEnrollmentCode, listKioskDevices, revokeKioskDevice } from "../lib/kiosks/devices";
import { CommandError } from "../lib/deployment/command";
import { parseKiosksCommand } from "../lib/kiosks/command";
import { enrollmentLink } from "../lib/kiosks/rules";
import { configuredStoreOrigin } from "../lib/seo/store-origin";

/** `npm run kiosks -- enroll|list|revoke …` (lib/kiosks/command.ts). */
async function main() {
  const command = parseKiosksCommand(process.argv.slice(2));
  const database = await openDatabase();
  try {
    const { db } = database;
    switch (command.command) {
      case "enroll": {
        const made = await createEnrollmentCode(db, {
          store: command.store,
          label: command.label,
          createdBy: "npm run kiosks",
        });
        console.log(`Kiosk "${command.label}" at ${command.store} (device ${made.id}).`);
        console.log(
          `Open this link once on the kiosk's browser before ${made.expiresAt.toISOString()}:`,
        );
        console.log(enrollmentLink(configuredStoreOrigin(command.store), made.code));
        break;
      }
      case "list": {
        const rows = await listKioskDevices(db, { store: command.store, current: !command.all });
        if (rows.length === 0) console.log("No kiosks.");
        for (const row of rows)
          console.log(
            [
              row.id,
              row.store.name.padEnd(18),
              row.label.padEnd(24),
              row.state.padEnd(8),
              `seen ${row.last_seen_at ?? "never"}`,
            ].join(" "),
          );
        break;
      }
      case "revoke":
        await revokeKioskDevice(db, command.id);
        console.log(`Kiosk ${command.id} is revoked.`);
        break;
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof CommandError ? 2 : 1);
});
