/** Types of late-not-found.mjs (plain JavaScript, so that server.mjs can run it). */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";

export type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

export declare function askSelf(
  target: { host: string; port: number },
  path: string,
  headers: OutgoingHttpHeaders,
): Promise<Answer>;

export declare function serveLateNotFound(
  req: IncomingMessage,
  res: ServerResponse,
  options: { tag: string; ask: (path: string, headers: OutgoingHttpHeaders) => Promise<Answer> },
): void;
