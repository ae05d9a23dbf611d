/** Types of hashed-responses.mjs (plain JavaScript, so that server.mjs can run it). */
import type { IncomingMessage, ServerResponse } from "node:http";

export type ScriptHasherLimits = { maxPages: number; maxBytes: number };

export declare const SCRIPT_HASHER_LIMITS: ScriptHasherLimits;

export declare function createScriptHasher(limits: ScriptHasherLimits): {
  hashInlineScripts(req: IncomingMessage, res: ServerResponse): void;
  stats(): { pages: number; bytes: number };
};
