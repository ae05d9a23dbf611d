import "server-only";
import { createHmac } from "node:crypto";
import type { WalletKeys } from "../config";
import { PROVIDER_TIMEOUT_MS, ProviderHttpError, type FetchLike } from "../http";

/**
 * The wallet provider's v1 API (Amazon Pay "OffAmazonPayments" on MWS): form-encoded POSTs
 * signed with AWS Signature Version 2, answering XML. Only what the adapter needs: signing, the
 * call, and reading a value at a tag path.
 */
const HOST = "mws.amazonservices.com";
const PATH = {
  sandbox: "/OffAmazonPayments_Sandbox/2013-01-01",
  live: "/OffAmazonPayments/2013-01-01",
} as const;

/** RFC 3986 encoding, as Signature V2 requires (encodeURIComponent leaves !'()* alone). */
const encode = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** Canonical query: parameters sorted by byte order, names and values encoded. */
export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((name) => `${encode(name)}=${encode(params[name] ?? "")}`)
    .join("&");
}

export function signV2(
  secretKey: string,
  method: "GET" | "POST",
  host: string,
  path: string,
  params: Record<string, string>,
): string {
  const stringToSign = [method, host.toLowerCase(), path, canonicalQuery(params)].join("\n");
  return createHmac("sha256", secretKey).update(stringToSign).digest("base64");
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
};
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name] ?? "");

const element = (tag: string, flags = "") =>
  new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, flags);

/** The raw inside of the first element at `path` (each step searched in the previous match). */
function scopeAt(xml: string, path: readonly string[]): string | null {
  let scope = xml;
  for (const tag of path) {
    const match = element(tag).exec(scope);
    if (!match) return null;
    scope = match[1] ?? "";
  }
  return scope;
}

/**
 * The text of the first element at `path`, or null. Enough for these flat, namespace-free
 * responses; not a general XML parser.
 */
export function xmlValue(xml: string, ...path: string[]): string | null {
  const scope = scopeAt(xml, path);
  return scope === null ? null : decode(scope.trim());
}

/** The texts of every `tag` element directly inside the element at `path` (an IdList). */
export function xmlValues(xml: string, tag: string, ...path: string[]): string[] {
  const scope = scopeAt(xml, path);
  if (scope === null) return [];
  return [...scope.matchAll(element(tag, "g"))].map((match) => decode((match[1] ?? "").trim()));
}

export function createMwsClient(keys: WalletKeys, fetchImpl: FetchLike = fetch) {
  const path = PATH[keys.environment];
  return async function mws(action: string, params: Record<string, string>): Promise<string> {
    const all: Record<string, string> = {
      ...params,
      Action: action,
      AWSAccessKeyId: keys.accessKey,
      SellerId: keys.merchantId,
      SignatureMethod: "HmacSHA256",
      SignatureVersion: "2",
      Timestamp: new Date().toISOString(),
      Version: "2013-01-01",
    };
    const signature = signV2(keys.secretKey, "POST", HOST, path, all);
    const response = await fetchImpl(`https://${HOST}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded; charset=utf-8" },
      body: `${canonicalQuery(all)}&Signature=${encode(signature)}`,
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    const xml = await response.text();
    if (!response.ok) {
      throw new ProviderHttpError("wallet", response.status, {
        code: xmlValue(xml, "Error", "Code"),
        message: xmlValue(xml, "Error", "Message"),
      });
    }
    return xml;
  };
}

export type MwsClient = ReturnType<typeof createMwsClient>;

/** The provider's error code (InvalidOrderReferenceId, …) from a failed call. */
export function mwsErrorCode(error: unknown): string | undefined {
  if (!(error instanceof ProviderHttpError) || error.provider !== "wallet") return undefined;
  const body = error.body as { code?: unknown } | null;
  return typeof body?.code === "string" ? body.code : undefined;
}
