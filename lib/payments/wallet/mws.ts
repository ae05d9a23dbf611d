import "server-only";
import { createHmac } from "node:crypto";
import type { WalletKeys } from "../config";
import { callTimeout, ProviderHttpError, tracedFetch, type FetchLike } from "../http";
import { parseXml, xmlText, type XmlNode } from "./xml";

/**
 * The wallet provider's v1 API (Amazon Pay "OffAmazonPayments" on MWS): form-encoded POSTs
 * signed with AWS Signature Version 2, answering XML (read with fast-xml-parser, ./xml). Only
 * what the adapter needs: signing and the call.
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

export function createMwsClient(keys: WalletKeys, fetchImpl: FetchLike = tracedFetch("wallet")) {
  // The configured base (a stand-in) replaces the host; the signature covers the host it reaches.
  const origin = keys.apiBase ? new URL(keys.apiBase) : new URL(`https://${HOST}`);
  const host = origin.host;
  const path = `${origin.pathname.replace(/\/+$/, "")}${PATH[keys.environment]}`;
  return async function mws(action: string, params: Record<string, string>): Promise<XmlNode> {
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
    const signature = signV2(keys.secretKey, "POST", host, path, all);
    const response = await fetchImpl(`${origin.protocol}//${host}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded; charset=utf-8" },
      body: `${canonicalQuery(all)}&Signature=${encode(signature)}`,
      signal: callTimeout(keys.timeoutMs),
    });
    const xml = parseXml(await response.text());
    if (!response.ok) {
      throw new ProviderHttpError("wallet", response.status, {
        code: xmlText(xml, "Error", "Code"),
        message: xmlText(xml, "Error", "Message"),
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
