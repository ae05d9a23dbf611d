import { openDatabase } from "../lib/db/open";
import { CommandError } from "../lib/deployment/command";
import { parsePartnersCommand } from "../lib/partners/command";
import { createPartnerToken, listPartnerTokens, revokePartnerToken } from "../lib/partners/tokens";

/** `npm run partners -- create|list|revoke …` (lib/partners/command.ts). */
async function main() {
  const command = parsePartnersCommand(process.argv.slice(2));
  const database = await openDatabase();
  try {
    const { db } = database;
    switch (command.command) {
      case "create": {
        const made = await createPartnerToken(db, {
          name: command.name,
          scopes: command.scope,
          createdBy: "npm run partners",
        });
        console.log(
          `Partner "${command.name}" (token ${made.id}), scopes: ${command.scope.join(", ")}.`,
        );
        console.log("Its bearer token, shown this once (only its hash is kept):");
        console.log(made.token);
        break;
      }
      case "list": {
        const rows = await listPartnerTokens(db, command.all);
        if (rows.length === 0) console.log("No partner tokens.");
        for (const row of rows)
          console.log(
            [
              row.id,
              row.name.padEnd(28),
              row.scopes.join(",").padEnd(14),
              row.revokedAt ? `revoked ${row.revokedAt.toISOString()}` : "live",
              `used ${row.lastUsedAt?.toISOString() ?? "never"}`,
            ].join(" "),
          );
        break;
      }
      case "revoke":
        await revokePartnerToken(db, command.id);
        console.log(`Partner token ${command.id} is revoked.`);
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
