import { DomainError } from "../errors";

const MAX_BODY_BYTES = 256 * 1024;

const tooLarge = () => new DomainError("too_large", "The request body is too large.");

/**
 * The body exactly as sent (webhook signatures are over these bytes), refusing a body over
 * 256 KB by its declared length before reading, and by its real length after.
 */
export async function readBodyText(request: Request): Promise<string> {
  if (Number(request.headers.get("content-length") ?? "0") > MAX_BODY_BYTES) throw tooLarge();
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw tooLarge();
  return text;
}

/** The JSON body, refusing huge or malformed bodies with a clear 413 / 422 instead of a 500. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await readBodyText(request);
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw DomainError.validation({ body: ["The request body must be valid JSON."] });
  }
}
