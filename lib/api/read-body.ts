import { DomainError } from "../errors";

export const MAX_BODY_BYTES = 256 * 1024;

/** The JSON body, refusing huge or malformed bodies with a clear 413 / 422 instead of a 500. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES)
    throw new DomainError("too_large", "The request body is too large.");
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) {
    throw new DomainError("too_large", "The request body is too large.");
  }
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw DomainError.validation({ body: ["The request body must be valid JSON."] });
  }
}
