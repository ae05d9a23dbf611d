import type { z } from "zod";

type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";
type AuthMode = "none" | "optional" | "customer";

/**
 * One API operation: the single source for the handler's parsing and the OpenAPI document.
 * `path` is the spec path below /api/external, with `{name}` parameters.
 */
export type Operation = {
  /** Stable name partners' generated clients use; filled in from the export name. */
  operationId?: string;
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  auth: AuthMode;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** Properties of the success envelope beside `content` (the promo check's `message`). */
  envelope?: z.ZodObject;
  /**
   * The media type of a 200 body that is not the JSON envelope (the bag.jpg image); `response`
   * then describes the raw body.
   */
  responseContentType?: string;
  /** Requests per minute per client for this operation; the env default otherwise. */
  rateLimit?: number;
  /** A GET that changes state (spec 7's add/remove-cart-item): CSRF-checked like a POST. */
  mutates?: boolean;
  /** Outside /api/external (only `/sanctum/csrf-cookie`). */
  absolutePath?: boolean;
};

export const defineOperation = <const O extends Operation>(operation: O): O => operation;

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;
export type OpParams<O extends Operation> = Infer<O["params"]>;
export type OpQuery<O extends Operation> = Infer<O["query"]>;
export type OpBody<O extends Operation> = Infer<O["body"]>;
export type OpResponse<O extends Operation> = z.input<O["response"]>;
