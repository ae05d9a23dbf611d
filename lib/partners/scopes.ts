import { PARTNER_SCOPES } from "../db/schema/enums";

/**
 * A partner token's scopes (issue 26): `stages` reports the atelier's stages, `cancel` is client
 * care cancelling an order before cutting. Each partner operation names the one it needs.
 */
export { PARTNER_SCOPES };
export type PartnerScope = (typeof PARTNER_SCOPES)[number];

export const PARTNER_TOKEN_PREFIX = "aa_partner_";

export const isPartnerScope = (value: string): value is PartnerScope =>
  (PARTNER_SCOPES as readonly string[]).includes(value);
