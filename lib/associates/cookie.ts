/**
 * The kiosk header's note of who is serving (name and store), readable by page scripts. It
 * grants nothing: every associate action checks the associate bound to the cart on the server.
 */
export const ASSOCIATE_COOKIE = "sales_associate";

export type AssociateNote = { display_name: string; store: string };

export const associateCookieValue = (associate: {
  display_name: string;
  store: { label: string };
}) => JSON.stringify({ display_name: associate.display_name, store: associate.store.label });

export function readAssociateNote(value: string | undefined): AssociateNote | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== "object" || parsed === null) return null;
    const { display_name, store } = parsed as Record<string, unknown>;
    return typeof display_name === "string" && typeof store === "string"
      ? { display_name: display_name.slice(0, 60), store: store.slice(0, 80) }
      : null;
  } catch {
    return null;
  }
}
