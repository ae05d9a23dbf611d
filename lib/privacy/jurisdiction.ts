/**
 * Which consent model applies (issue 37): opt-in where the law asks for consent before a tracker
 * runs (the EU and EEA under ePrivacy art. 5(3), the UK under PECR, Switzerland to be safe) and
 * wherever the country is not known; opt-out elsewhere (the US states, California included,
 * where trackers may run until the shopper or their browser's GPC signal says no). Pure: the
 * proxy and the browser both use it.
 */

export type ConsentMode = "opt-in" | "opt-out";

const OPT_IN_COUNTRIES: ReadonlySet<string> = new Set([
  // EU 27
  "AT",
  "BE",
  "BG",
  "HR",
  "CY",
  "CZ",
  "DK",
  "EE",
  "FI",
  "FR",
  "DE",
  "GR",
  "HU",
  "IE",
  "IT",
  "LV",
  "LT",
  "LU",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SK",
  "SI",
  "ES",
  "SE",
  // EEA
  "IS",
  "LI",
  "NO",
  // The UK (GB; UK is not an ISO code but some CDNs send it) and Switzerland
  "GB",
  "UK",
  "CH",
  // The shopper's own choice "EU and EEA" (REGION_CHOICES); also a code some CDNs use
  "EU",
]);

/** An ISO 3166-1 alpha-2 code, upper case; CDNs send XX or T1 (Tor) when they do not know. */
const COUNTRY = /^[A-Z]{2}$/;
const UNKNOWN = new Set(["XX", "T1", "ZZ"]);

/** The country a header or cookie value names, or null when it names none. */
export function countryCode(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? "";
  return COUNTRY.test(code) && !UNKNOWN.has(code) ? code : null;
}

/** Nothing known means opt-in: the stricter model is the safe one. */
export const consentModeFor = (country: string | null): ConsentMode =>
  country === null || OPT_IN_COUNTRIES.has(country) ? "opt-in" : "opt-out";

/** The shopper's own choice of region, for when the CDN names no country (spec: "else the shopper's choice"). */
export const REGION_COOKIE = "atelier_region";

/**
 * What the shopper can choose, as the codes the cookie holds: EU stands for the EU and EEA, and
 * AA (an ISO 3166 user-assigned code) for any other country, which is opt-out like the US.
 */
export const REGION_CHOICES: readonly (readonly [code: string, label: string])[] = [
  ["US", "United States"],
  ["GB", "United Kingdom"],
  ["EU", "European Union, Iceland, Liechtenstein or Norway"],
  ["CH", "Switzerland"],
  ["AA", "Another country"],
];

/**
 * What the proxy tells the page, in a first-party cookie the shell reads: the model and whether
 * the request carried `Sec-GPC: 1`. Prerendered pages are the same for everyone, so this is how
 * they learn what the server saw.
 */
export const PRIVACY_CONTEXT_COOKIE = "atelier_privacy";

export type PrivacyContext = { mode: ConsentMode; gpc: boolean };

export const serializePrivacyContext = ({ mode, gpc }: PrivacyContext): string =>
  `${mode === "opt-in" ? "in" : "out"}${gpc ? "-gpc" : ""}`;

/** Unreadable or missing: opt-in without GPC (the safe default). */
export function parsePrivacyContext(value: string | null | undefined): PrivacyContext {
  const match = /^(in|out)(-gpc)?$/.exec(value ?? "");
  if (!match) return { mode: "opt-in", gpc: false };
  return { mode: match[1] === "out" ? "opt-out" : "opt-in", gpc: match[2] !== undefined };
}

/** The context of one request: the CDN's country header first, else the shopper's choice. */
export function privacyContextOf(input: {
  cdnCountry: string | null;
  chosenCountry: string | null;
  secGpc: string | null;
}): PrivacyContext {
  const country = countryCode(input.cdnCountry) ?? countryCode(input.chosenCountry);
  return { mode: consentModeFor(country), gpc: input.secGpc?.trim() === "1" };
}
