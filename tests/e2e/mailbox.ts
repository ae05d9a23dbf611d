import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";

const outbox = () => path.resolve(process.env.DATA_DIR ?? ".data/test", "outbox");

/** The text of an .eml body: quoted-printable soft breaks joined and =XX bytes decoded. */
function decode(eml: string): string {
  const joined = eml.replace(/=\r?\n/g, "");
  const bytes = Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  );
  return bytes.toString("utf8");
}

/**
 * The first link to a page at `pathPrefix` in the newest mail to `to`, polled for a few seconds because
 * account mails are sent after the answer.
 */
export async function linkInMail(to: string, pathPrefix: string): Promise<URL> {
  let found: URL | null = null;
  await expect
    .poll(
      () => {
        // The outbox folder is made by the first mail, which is sent after the answer.
        if (!existsSync(outbox())) return false;
        const files = readdirSync(outbox())
          .filter((f) => f.endsWith(".eml"))
          .sort()
          .reverse();
        for (const file of files) {
          const text = decode(readFileSync(path.join(outbox(), file), "utf8"));
          if (!new RegExp(`^To: ${to.replace(/[.+]/g, "\\$&")}\\r?$`, "mi").test(text)) continue;
          // The origin, then the path: a header naming /api/…/{prefix} is not the page link.
          const match = new RegExp(`https?://[^\\s/]+${pathPrefix}[^\\s>]+`).exec(text);
          if (match) {
            found = new URL(match[0]);
            return true;
          }
        }
        return false;
      },
      { timeout: 8_000 },
    )
    .toBe(true);
  return found as unknown as URL;
}
