/** Types of page-cache.mjs (plain JavaScript, so that server.mjs can run it). */
import type { IncomingMessage, ServerResponse } from "node:http";

export type PageCache = {
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  capture(req: IncomingMessage, res: ServerResponse): void;
  stats(): { entries: number; bytes: number };
};

export declare function createPageCache(options: {
  maxBytes: number;
  maxEntryBytes: number;
  maxAgeMs: number;
  now?: () => number;
  /** The current epoch, null when it cannot be vouched for (default: lib/http/page-epoch.mjs). */
  epoch?: () => string | null;
}): PageCache;
