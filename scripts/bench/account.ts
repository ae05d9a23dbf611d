import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { BenchShopper } from "./shopper";

const API = "/api/external";

/** The confirmation link mailed to `email`, from the server's mail folder (the demo mails to files). */
async function confirmationLink(dataDir: string, email: string): Promise<URL> {
  const outbox = path.join(dataDir, "outbox");
  // The mail is sent after the sign-up's answer: look for a few seconds.
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const files = existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith(".eml")) : [];
    for (const file of files) {
      // Quoted-printable: soft line breaks joined, `=3D` back to `=`.
      const text = readFileSync(path.join(outbox, file), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "=");
      if (!text.includes(`To: ${email}`)) continue;
      const link = /https?:\/\/[^\s/]+\/confirm-account\/[^\s>"]+/.exec(text)?.[0];
      if (link) return new URL(link);
    }
    await sleep(200);
  }
  throw new Error(`no confirmation mail to ${email} in ${outbox}`);
}

/**
 * A new customer's browser, signed in: signs up through the API, confirms from the mailed link as
 * the confirmation page does, and gives the session's Cookie header (the account pages' audits).
 */
export async function signedInCustomer(base: string, dataDir: string): Promise<string> {
  const shopper = new BenchShopper(base);
  const email = `bench-account-${Date.now()}@example.com`;
  await shopper.send("POST", `${API}/customers/signup`, {
    first_name: "Ada",
    last_name: "Lovelace",
    email,
    password: "bench-account-Passw0rd!",
  });
  const link = await confirmationLink(dataDir, email);
  const [token] = link.pathname.split("/").slice(2);
  await shopper.send("POST", `${API}/public/confirm-signup`, { token, email });
  return shopper.cookieHeader;
}
