import { openDatabase } from "../lib/db/open";
import { CommandError } from "../lib/deployment/command";
import { parseStaffCommand } from "../lib/staff/roster-command";
import { grantStaff, listStaff, revokeStaff } from "../lib/staff/roster";

/** `npm run staff -- grant|revoke --email … | list` (lib/staff/roster-command.ts). */
async function main() {
  const command = parseStaffCommand(process.argv.slice(2));
  const database = await openDatabase();
  try {
    const { db } = database;
    switch (command.command) {
      case "grant":
        console.log(`${command.email}: ${await grantStaff(db, command.email)}.`);
        break;
      case "revoke":
        console.log(`${command.email}: ${await revokeStaff(db, command.email)}.`);
        break;
      case "list": {
        const rows = await listStaff(db);
        if (rows.length === 0) console.log("No staff accounts.");
        for (const row of rows)
          console.log(`${row.email}${row.confirmed ? "" : " (address not confirmed)"}`);
        break;
      }
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof CommandError ? 2 : 1);
});
