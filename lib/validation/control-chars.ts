/**
 * C0 control characters and DEL, except tab, line feed and carriage return. NUL ends C strings
 * and makes PostgreSQL refuse text; the others hide text in logs, mails and labels. Line breaks
 * and tabs stay for multi-line fields; the one-line schema refuses them itself.
 */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_MESSAGE = "Please remove the invisible control characters from this field.";

export const hasControlCharacters = (value: string): boolean => CONTROL.test(value);

/**
 * Every string in a parsed request part (body, query or path parameters) that holds a control
 * character, as the API's errors map: `{ "address.line1": [CONTROL_MESSAGE] }`.
 */
export function controlCharacterErrors(value: unknown, prefix = ""): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const visit = (node: unknown, path: string, depth: number) => {
    if (depth > 32) return;
    if (typeof node === "string") {
      if (hasControlCharacters(node)) errors[path || "body"] = [CONTROL_MESSAGE];
    } else if (Array.isArray(node)) {
      node.forEach((item, i) => visit(item, path ? `${path}.${i}` : String(i), depth + 1));
    } else if (node && typeof node === "object") {
      for (const [key, item] of Object.entries(node)) {
        const at = path ? `${path}.${key}` : key;
        if (hasControlCharacters(key)) errors[at] = [CONTROL_MESSAGE];
        else visit(item, at, depth + 1);
      }
    }
  };
  visit(value, prefix, 0);
  return errors;
}
