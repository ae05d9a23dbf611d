import { eq } from "drizzle-orm";
import {
  apiTokens,
  customerAddresses,
  customers,
  geoCountries,
  newsletterSignups,
  orders,
  passkeys,
  privacyForgetJobs,
  privacyRequests,
  retailers,
  retailStores,
} from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { seededDatabaseForFile } from "./support/seeded-db";

// Issue 37: the erasure on a real (in-memory) database: what goes, what the books keep, that it
// is all or nothing, and that the forget calls run after it from their queue.
process.env.PGLITE_DIR = "memory://";

const seeded = seededDatabaseForFile({ seeded: false });
const db = (): Db => seeded.database.db;
let storeId = "";
let countryId = "";
beforeAll(async () => {
  await seeded.database.migrate();
  const [retailer] = await db()
    .insert(retailers)
    .values({ name: "house", label: "House" })
    .returning();
  const [store] = await db()
    .insert(retailStores)
    .values({ name: "web", label: "Web", retailerId: retailer!.id })
    .returning();
  const [country] = await db()
    .insert(geoCountries)
    .values({ code: "US", name: "United States" })
    .returning();
  storeId = store!.id;
  countryId = country!.id;
}, 60_000);

const load = async () => ({
  erase: await import("@/lib/privacy/erase"),
  subjects: await import("@/lib/privacy/subjects"),
  forget: await import("@/lib/privacy/forget"),
});

let n = 0;
/** An account with a used and an unused address, a placed order, a sign-in and a passkey. */
async function account() {
  n += 1;
  const email = `erase${n}@example.com`;
  const [customer] = await db()
    .insert(customers)
    .values({
      email,
      hasAccount: true,
      firstName: "Ada",
      lastName: "Lovelace",
      phone: "212 555 0100",
      passwordHash: "x",
    })
    .returning();
  const address = (line1: string) => ({
    customerId: customer!.id,
    kind: "shipping" as const,
    firstName: "Ada",
    lastName: "Lovelace",
    line1,
    city: "New York",
    postalCode: "10013",
    geoCountryId: countryId,
    phone: "212 555 0100",
  });
  const [used] = await db()
    .insert(customerAddresses)
    .values(address("12 Crosby Street"))
    .returning();
  await db().insert(customerAddresses).values(address("1 Spare Street"));
  const [order] = await db()
    .insert(orders)
    .values({
      customerId: customer!.id,
      sessionId: "s",
      retailStoreId: storeId,
      status: "paid",
      number: `N${n}-${Date.now()}`,
      shippingAddressId: used!.id,
      total: 12_500,
      comments: "Please ring twice",
      placedAt: new Date(),
    })
    .returning();
  await db()
    .insert(apiTokens)
    .values({ customerId: customer!.id, tokenHash: `hash-${n}` });
  await db()
    .insert(passkeys)
    .values({
      customerId: customer!.id,
      credentialId: `cred-${n}`,
      publicKey: "key",
      rpId: "localhost",
      name: "Phone",
    });
  await db().insert(newsletterSignups).values({ email, confirmedAt: new Date() });
  const [request] = await db()
    .insert(privacyRequests)
    .values({
      kind: "erase",
      channel: "account",
      customerId: customer!.id,
      email,
      expiresAt: new Date(Date.now() + 60_000),
    })
    .returning();
  return { customer: customer!, order: order!, used: used!, request: request!, email };
}

describe("erasing an account (lib/privacy/erase.ts)", () => {
  it("keeps the order for the books without the person, and removes the rest", async () => {
    const { erase, subjects } = await load();
    const { customer, order, used, request, email } = await account();
    const subject = await subjects.accountSubject(db(), customer.id);
    const { outcome } = await db().transaction((tx) =>
      erase.eraseSubject(tx, subject!, request.id),
    );
    expect(outcome).toMatchObject({
      orders_kept_anonymised: 1,
      addresses_deleted: 1,
      passkeys: 1,
      sign_ins: 1,
    });

    const [kept] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({ customerId: customer.id, total: 12_500, comments: null });
    const [record] = await db().select().from(customers).where(eq(customers.id, customer.id));
    expect(record).toMatchObject({
      email: `erased-${customer.id}@erased.invalid`,
      firstName: "Erased",
      lastName: "Erased",
      phone: null,
      hasAccount: false,
      passwordHash: null,
    });
    const addresses = await db()
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customer.id));
    expect(addresses).toEqual([
      expect.objectContaining({
        id: used.id,
        firstName: "Erased",
        line1: "Erased",
        phone: null,
        city: "New York",
      }),
    ]);
    expect(
      await db().select().from(apiTokens).where(eq(apiTokens.customerId, customer.id)),
    ).toEqual([]);
    expect(await db().select().from(passkeys).where(eq(passkeys.customerId, customer.id))).toEqual(
      [],
    );
    expect(
      await db().select().from(newsletterSignups).where(eq(newsletterSignups.email, email)),
    ).toEqual([]);
    const jobs = await db()
      .select()
      .from(privacyForgetJobs)
      .where(eq(privacyForgetJobs.requestId, request.id));
    expect(jobs).toEqual([
      expect.objectContaining({ target: "email_marketing", email, status: "pending" }),
    ]);
  });

  it("is all or nothing: a failure before the commit leaves everything as it was", async () => {
    const { erase, subjects } = await load();
    const { customer, request, email } = await account();
    const subject = await subjects.accountSubject(db(), customer.id);
    await expect(
      db().transaction(async (tx) => {
        await erase.eraseSubject(tx, subject!, request.id);
        throw new Error("the database went away");
      }),
    ).rejects.toThrow("the database went away");
    const [record] = await db().select().from(customers).where(eq(customers.id, customer.id));
    expect(record).toMatchObject({ email, hasAccount: true, firstName: "Ada" });
    expect(
      await db().select().from(apiTokens).where(eq(apiTokens.customerId, customer.id)),
    ).toHaveLength(1);
    expect(
      await db()
        .select()
        .from(privacyForgetJobs)
        .where(eq(privacyForgetJobs.requestId, request.id)),
    ).toEqual([]);
  });

  it("tells the e-mail-marketing service after the commit, retrying until it accepts", async () => {
    const { erase, subjects, forget } = await load();
    const { customer, request, email } = await account();
    const subject = await subjects.accountSubject(db(), customer.id);
    await db().transaction((tx) => erase.eraseSubject(tx, subject!, request.id));
    const told: string[] = [];
    const down = await forget.runDueForgetJobs(db(), async (address) => {
      told.push(address);
      return { kind: "retry", reason: "status 503" };
    });
    expect(down.waiting).toBeGreaterThanOrEqual(1);
    expect(told).toContain(email);
    let [job] = await db()
      .select()
      .from(privacyForgetJobs)
      .where(eq(privacyForgetJobs.requestId, request.id));
    expect(job).toMatchObject({ status: "pending", attempts: 1, lastError: "status 503", email });
    expect(job!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // Due again (as the timer would find it later).
    await db()
      .update(privacyForgetJobs)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(privacyForgetJobs.id, job!.id));
    await forget.runDueForgetJobs(db(), async () => ({ kind: "done" }));
    [job] = await db().select().from(privacyForgetJobs).where(eq(privacyForgetJobs.id, job!.id));
    expect(job).toMatchObject({ status: "done", attempts: 2, email: null });
  });
});
