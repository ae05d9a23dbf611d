import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { readSession, SESSION_COOKIE } from "../auth/web-session";
import { customerByToken, type Customer } from "../auth/tokens";
import { db } from "../db/client";
import { safeReturnPath } from "../shell/auth-redirect";

/**
 * Who a server-rendered page is for, as the API's handler would see them: the web session, the
 * customer its token signs in (or none), and so whose carts are theirs.
 */
export async function pageShopper() {
  const jar = await cookies();
  const session = await readSession(jar.get(SESSION_COOKIE)?.value);
  const database = await db();
  const customer = session?.token ? await customerByToken(database, session.token) : null;
  const owner = { sessionId: session?.sid ?? "", customerId: customer?.id ?? null };
  return { jar, db: database, session, customer, owner };
}

/** The signed-in registered customer of a server-rendered page, or null. */
export async function currentAccount(): Promise<Customer | null> {
  const jar = await cookies();
  const session = await readSession(jar.get(SESSION_COOKIE)?.value);
  if (!session?.token) return null;
  const customer = await customerByToken(await db(), session.token);
  return customer?.hasAccount ? customer : null;
}

/** Spec 2 and 6: account pages send a shopper who is not signed in to /login, and back after. */
export async function requireAccount(returnTo: string): Promise<Customer> {
  const customer = await currentAccount();
  if (!customer) redirect(`/login?${new URLSearchParams({ next: safeReturnPath(returnTo) })}`);
  return customer;
}
