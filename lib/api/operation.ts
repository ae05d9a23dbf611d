import type { z } from "zod";
import type { PartnerScope } from "../partners/scopes";

type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";
/** `partner`: a partner's bearer token (issue 26), holding one of `scopes`; no cookie, no CSRF. */
type AuthMode = "none" | "optional" | "customer" | "partner";

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
  /** For `auth: "partner"`: the token must hold one of these (403 otherwise). */
  scopes?: readonly PartnerScope[];
  /** Honours an `Idempotency-Key` header (partner writes): documented, and parsed by the wrapper. */
  idempotent?: boolean;
  /** Outside /api/external (only `/sanctum/csrf-cookie`). */
  absolutePath?: boolean;
};

export const defineOperation = <const O extends Operation>(operation: O): O => operation;

type Grouped = Omit<Operation, "tag" | "auth">;

/**
 * A partner's operation (issue 26): a bearer token holding one of `scopes`, listed under
 * Partners in the document the partners generate their clients from.
 */
export const partnerOperation = <const O extends Grouped & { scopes: readonly PartnerScope[] }>(
  operation: O,
) => defineOperation({ ...operation, tag: "Partners", auth: "partner" } as const);

/**
 * A staff operation: the staff member signs in with their own account (the handler refuses
 * anyone who is not staff with a 404), listed under Staff.
 */
export const staffOperation = <const O extends Grouped>(operation: O) =>
  defineOperation({ ...operation, tag: "Staff", auth: "customer" } as const);

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;
export type OpParams<O extends Operation> = Infer<O["params"]>;
export type OpQuery<O extends Operation> = Infer<O["query"]>;
export type OpBody<O extends Operation> = Infer<O["body"]>;
export type OpResponse<O extends Operation> = z.input<O["response"]>;
