import { createHash } from "node:crypto";
import type { Reply } from "./http";

/** Every script-src of the answer's policies (next.config.mjs adds a base policy beside). */
export const scriptSources = (reply: Reply) =>
  (reply.headers.get("content-security-policy") ?? "")
    .split(/[;,]/)
    .map((directive) => directive.trim())
    .filter((directive) => directive.startsWith("script-src "))
    .flatMap((directive) => directive.split(/\s+/).slice(1));

const sha256 = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The page's scripts that would run: each must be named by the policy's nonce or hashes. */
export function expectEveryScriptNamed(reply: Reply) {
  const sources = scriptSources(reply);
  const nonce = sources.find((s) => s.startsWith("'nonce-"))?.slice(7, -1);
  for (const [, attributes = "", body = ""] of reply.text.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/g,
  )) {
    if (/type="application\/ld\+json"/.test(attributes)) continue;
    if (nonce !== undefined && attributes.includes(`nonce="${nonce}"`)) continue;
    // Without a nonce only hashed inline scripts run ('strict-dynamic' drops 'self').
    expect(attributes).not.toMatch(/\bsrc=/);
    expect(sources).toContain(sha256(body));
  }
}
