import { readFileSync } from "node:fs";
import path from "node:path";
import { API, newClient, signIn } from "./accounts";
import type { Client } from "./http";

/** The seeded marketing editor (scripts/seed/reference.ts, README). */
export const STAFF_EMAIL = "editor@atelier-ardent.test";
export const STAFF_PASSWORD = "atelier-preview-2026";

/** A browser signed in as the staff editor, on `host` (the own store by default). */
export async function staffClient(host?: string): Promise<Client> {
  const client = newClient(host);
  await signIn(client, STAFF_EMAIL, STAFF_PASSWORD);
  return client;
}

/** A staff browser with preview turned on through the header's toggle (the API behind it). */
export async function staffInPreview(host?: string): Promise<Client> {
  const client = await staffClient(host);
  const reply = await client.send("POST", `${API}/staff/preview`, { enabled: true });
  if (reply.status !== 200) throw new Error(`preview failed (${reply.status}): ${reply.text}`);
  return client;
}

/** The build's real draft-mode cookie value, as `draftMode().enable()` sets it. */
export function draftCookieValue(): string {
  const manifest = path.resolve(
    process.env.NEXT_DIST_DIR ?? ".next-test",
    "prerender-manifest.json",
  );
  const { preview } = JSON.parse(readFileSync(manifest, "utf8")) as {
    preview: { previewModeId: string };
  };
  return preview.previewModeId;
}
