/** Types of whole-api-answer.mjs (plain JavaScript, so that server.mjs can run it). */
import type { IncomingMessage, ServerResponse } from "node:http";

export declare function sendApiAnswerWhole(req: IncomingMessage, res: ServerResponse): void;
