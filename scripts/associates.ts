import { parseAssociatesCommand } from "../lib/associates/roster-command";
import { CommandError } from "../lib/deployment/command";
import {
  addAssociate,
  listAssociates,
  setAssociateActive,
  setAssociatePin,
} from "../lib/associates/roster";
import { openDatabase } from "../lib/db/open";
import { readSecret } from "./cli/secret-input";

/** `npm run associates -- add|list|set-pin|deactivate|activate …` (lib/associates/roster-command.ts). */
async function main() {
  const command = parseAssociatesCommand(process.argv.slice(2));
  const pin =
    command.command === "add" || command.command === "set-pin"
      ? await readSecret(`PIN for ${command.user}`)
      : "";
  const database = await openDatabase();
  try {
    const { db } = database;
    switch (command.command) {
      case "add": {
        const row = await addAssociate(db, command, pin);
        console.log(`Added ${row.userName} (${row.displayName}) at ${row.store}.`);
        break;
      }
      case "list": {
        const rows = await listAssociates(db, command.store);
        if (rows.length === 0) console.log("No associates.");
        for (const row of rows)
          console.log(
            [
              row.store.padEnd(18),
              row.userName.padEnd(20),
              row.displayName.padEnd(20),
              row.active ? "active  " : "inactive",
              row.hasPin ? "PIN set" : "no PIN",
            ].join(" "),
          );
        break;
      }
      case "set-pin":
        await setAssociatePin(db, command.user, pin);
        console.log(`New PIN set for ${command.user}.`);
        break;
      case "deactivate":
      case "activate":
        await setAssociateActive(db, command.user, command.command === "activate");
        console.log(`${command.user} is ${command.command}d.`);
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
