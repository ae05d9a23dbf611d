import { PASSWORD_MIN } from "./password-rules";

export type PasswordStrength = { score: 0 | 1 | 2 | 3 | 4; label: string };

const COMMON = /^(password|passw0rd|12345678|123456789|qwerty|iloveyou|letmein|welcome)/i;

/**
 * A visible hint while typing, not a rule: the server only enforces the length (ASVS 5 advises
 * against composition rules). Length counts most; variety of character kinds adds a little.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length === 0) return { score: 0, label: "" };
  if (password.length < PASSWORD_MIN) {
    return { score: 1, label: `Too short: at least ${PASSWORD_MIN} characters` };
  }
  if (COMMON.test(password) || new Set(password).size < 4) {
    return { score: 1, label: "Weak: easy to guess" };
  }
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  const points =
    (password.length >= 12 ? 2 : 1) + (password.length >= 16 ? 1 : 0) + (kinds >= 3 ? 1 : 0);
  if (points >= 3) return { score: 4, label: "Strong" };
  if (points === 2) return { score: 3, label: "Good" };
  return { score: 2, label: "Fair: a longer phrase is stronger" };
}
