/**
 * OWASP ASVS 5: at least 8 characters, and a maximum no lower than 64 (ours is 128). Apart from
 * the schemas, so that a password field's hint does not bring zod into a page (issue 27).
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
