import { openDatabase } from "../lib/db/open";
import { CommandError } from "../lib/deployment/command";
import { parsePrivacyCommand } from "../lib/privacy/command";
import { privacyLog } from "../lib/privacy/requests";

/** `npm run privacy -- list` (lib/privacy/command.ts): the requests and their outcomes. */
async function main() {
  const command = parsePrivacyCommand(process.argv.slice(2));
  const database = await openDatabase();
  try {
    const lines = await privacyLog(database.db, command.limit);
    if (lines.length === 0) console.log("No privacy requests.");
    for (const line of lines) console.log(line);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof CommandError ? 2 : 1);
});
