/** Types of held-answer.mjs (plain JavaScript, so that server.mjs can run it). */
import type { ServerResponse } from "node:http";

export declare function holdAnswer(
  res: ServerResponse,
  options: {
    choose: () => "pass" | "hold";
    finish: (body: Buffer, send: (body: Buffer) => void) => void;
  },
): void;

export declare function takeHead(res: ServerResponse, status: number, rest: unknown[]): void;

export declare function bufferOf(chunk: unknown, encoding?: unknown): Buffer | null;
