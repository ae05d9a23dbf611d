import "server-only";
import { and, eq, inArray, isNotNull, like, ne, notExists, notInArray, or, sql } from "drizzle-orm";
import {
  orderRepairPhotos,
  orderRepairs,
  apiTokens,
  consentEvents,
  orderDesignChanges,
  appointmentRequests,
  authThrottles,
  configuredProducts,
  customerAddresses,
  customers,
  giftCodes,
  mailOutbox,
  orderItems,
  orderTrackingGrants,
  orders,
  passkeys,
  passwordResets,
  payments,
  privacyForgetJobs,
  privacyRequests,
  signupRequests,
  webauthnChallenges,
  wishlists,
} from "../db/schema";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "../db/types";
import { forgetNewsletterAddress } from "../marketing/newsletter-privacy";
import { ERASED, erasedEmail } from "./rules";
import type { Subject } from "./subjects";

/** The rows of `table` that belong to one of `ids` (through `owner`), deleted and returned. */
function deleteOwned(tx: Tx, table: PgTable, owner: PgColumn, ids: string[]) {
  return tx.delete(table).where(inArray(owner, ids)).returning();
}

/** What an erasure did, as counts: the request's outcome in the operator's log. */
export type ErasureOutcome = Record<string, number>;

/**
 * What an erasure did (its counts, the request's log), and the repair photos whose rows it
 * deleted: their bytes are removed from the photo store once the transaction has committed
 * (a store is not part of the transaction; a photo whose row is gone is never served).
 */
export type Erasure = { outcome: ErasureOutcome; photoKeys: string[] };

/**
 * Issue 37: erases the subject inside the caller's transaction, so a crash or a database restart
 * halfway leaves everything as it was (PostgreSQL rolls back an uncommitted transaction) and the
 * link still works. What the tax law keeps stays: placed orders with their lines and totals, on
 * a record whose name, e-mail, phone and street say "Erased". Everything else goes: the account
 * and its password, addresses no order used, designs no order holds, the wishlist, passkeys,
 * sign-ins (api tokens: every session cookie and bearer token stops working), mailed links,
 * sign-in throttles under the address, appointment requests, mail kept in the outbox, guest
 * tracking grants, and the newsletter sign-up. The e-mail-marketing service is queued here and
 * told after commit (lib/privacy/forget.ts).
 */
export async function eraseSubject(tx: Tx, subject: Subject, requestId: string): Promise<Erasure> {
  const ids = subject.customerIds;
  const email = subject.email;
  const outcome: ErasureOutcome = {};
  const photoKeys: string[] = [];
  const count = (what: string, rows: unknown[]) => {
    if (rows.length > 0) outcome[what] = (outcome[what] ?? 0) + rows.length;
  };

  if (ids.length > 0) {
    // The records first, locked: a sign-in or checkout racing the erasure waits for it.
    await tx
      .select({ id: customers.id })
      .from(customers)
      .where(inArray(customers.id, ids))
      .for("update");

    // Carts are not orders: they go, with their lines, unless a payment was tried on one (the
    // payment's record is the books'); such a cart stays with the orders, naming nobody.
    const charged = tx
      .select({ one: sql`1` })
      .from(payments)
      .where(eq(payments.orderId, orders.id));
    count(
      "carts",
      await tx
        .delete(orders)
        .where(and(inArray(orders.customerId, ids), eq(orders.status, "cart"), notExists(charged)))
        .returning({ id: orders.id }),
    );
    const kept = await tx
      .update(orders)
      .set({ comments: null, clientNote: null, referrerEmail: null, referralSource: null })
      .where(inArray(orders.customerId, ids))
      .returning({
        id: orders.id,
        shipping: orders.shippingAddressId,
        billing: orders.billingAddressId,
      });
    count("orders_kept_anonymised", kept);
    if (kept.length > 0) {
      // A repair stays with its order (the atelier's work and its money), but what the client
      // wrote and the photos they sent are theirs.
      const orderIds = kept.map((order) => order.id);
      count(
        "repair_descriptions_erased",
        await tx
          .update(orderRepairs)
          .set({ description: ERASED })
          .where(inArray(orderRepairs.orderId, orderIds))
          .returning({ id: orderRepairs.id }),
      );
      const photos = await tx
        .delete(orderRepairPhotos)
        .where(
          inArray(
            orderRepairPhotos.repairId,
            tx
              .select({ id: orderRepairs.id })
              .from(orderRepairs)
              .where(inArray(orderRepairs.orderId, orderIds)),
          ),
        )
        .returning({ key: orderRepairPhotos.storageKey });
      count("repair_photos_deleted", photos);
      photoKeys.push(...photos.map((photo) => photo.key));
    }
    const usedAddresses = kept.flatMap((order) =>
      [order.shipping, order.billing].filter((id): id is string => id !== null),
    );
    if (kept.length > 0) {
      await tx.delete(orderTrackingGrants).where(
        inArray(
          orderTrackingGrants.orderId,
          kept.map((order) => order.id),
        ),
      );
    }

    // Addresses an order shipped or billed to stay for the books, without the person.
    if (usedAddresses.length > 0) {
      count(
        "addresses_anonymised",
        await tx
          .update(customerAddresses)
          .set({
            firstName: ERASED,
            lastName: ERASED,
            line1: ERASED,
            line2: null,
            phone: null,
            isDefault: false,
            archivedAt: sql`coalesce(${customerAddresses.archivedAt}, now())`,
          })
          .where(inArray(customerAddresses.id, usedAddresses))
          .returning({ id: customerAddresses.id }),
      );
    }
    count(
      "addresses_deleted",
      await tx
        .delete(customerAddresses)
        .where(
          and(
            inArray(customerAddresses.customerId, ids),
            usedAddresses.length > 0 ? notInArray(customerAddresses.id, usedAddresses) : undefined,
          ),
        )
        .returning({ id: customerAddresses.id }),
    );

    count("wishlist_items", await deleteOwned(tx, wishlists, wishlists.customerId, ids));
    // Designs no order (or cart) holds go; an ordered design is the bag being made: it stays,
    // belonging to no one. So do both designs of a change made after the order (issue 38): the
    // order's history names them.
    const inAnOrder = tx
      .select({ one: sql`1` })
      .from(orderItems)
      .where(eq(orderItems.configuredProductId, configuredProducts.id));
    const inAChange = tx
      .select({ one: sql`1` })
      .from(orderDesignChanges)
      .where(
        or(
          eq(orderDesignChanges.fromConfiguredProductId, configuredProducts.id),
          eq(orderDesignChanges.toConfiguredProductId, configuredProducts.id),
        ),
      );
    count(
      "designs_deleted",
      await tx
        .delete(configuredProducts)
        .where(
          and(inArray(configuredProducts.userId, ids), notExists(inAnOrder), notExists(inAChange)),
        )
        .returning({ id: configuredProducts.id }),
    );
    await tx
      .update(configuredProducts)
      .set({ userId: null, sessionId: "erased" })
      .where(inArray(configuredProducts.userId, ids));
    // The consent choices stay as the proof of what was asked and answered (GDPR art. 7(1)),
    // naming no one.
    count(
      "consent_events_unlinked",
      await tx
        .update(consentEvents)
        .set({ customerId: null })
        .where(inArray(consentEvents.customerId, ids))
        .returning({ id: consentEvents.id }),
    );
    count("passkeys", await deleteOwned(tx, passkeys, passkeys.customerId, ids));
    await tx.delete(webauthnChallenges).where(inArray(webauthnChallenges.customerId, ids));
    count("sign_ins", await deleteOwned(tx, apiTokens, apiTokens.customerId, ids));
    await tx
      .update(giftCodes)
      .set({ senderName: ERASED, ownerCustomerId: null, ownerSessionId: null })
      .where(inArray(giftCodes.ownerCustomerId, ids));
  }

  // What is kept by address rather than by record.
  await tx
    .delete(passwordResets)
    .where(
      or(
        eq(passwordResets.email, email),
        ids.length > 0 ? inArray(passwordResets.customerId, ids) : undefined,
      ),
    );
  await tx.delete(signupRequests).where(eq(signupRequests.email, email));
  await tx
    .delete(authThrottles)
    .where(
      or(
        eq(authThrottles.key, `account:${email}`),
        like(authThrottles.key, `account-ip:${email}|%`),
      ),
    );
  count(
    "appointment_requests",
    await tx
      .delete(appointmentRequests)
      .where(eq(appointmentRequests.email, email))
      .returning({ id: appointmentRequests.id }),
  );
  await tx.delete(mailOutbox).where(eq(mailOutbox.toAddress, email));
  const unsubscribed = await forgetNewsletterAddress(tx, email);
  if (unsubscribed > 0) outcome.newsletter_signups = unsubscribed;

  // The records: gone when nothing the law keeps points at them, else kept naming nobody.
  if (ids.length > 0) {
    const holders = await tx
      .selectDistinct({ id: orders.customerId })
      .from(orders)
      .where(and(inArray(orders.customerId, ids), isNotNull(orders.customerId)));
    const keep = holders.map((row) => row.id).filter((id): id is string => id !== null);
    for (const id of keep) {
      await tx
        .update(customers)
        .set({
          email: erasedEmail(id),
          firstName: ERASED,
          lastName: ERASED,
          phone: null,
          hasAccount: false,
          role: "customer",
          passwordHash: null,
          accountCreatedAt: null,
          emailVerifiedAt: null,
          emailSetAt: null,
          updatedAt: new Date(),
        })
        .where(eq(customers.id, id));
    }
    const gone = ids.filter((id) => !keep.includes(id));
    if (gone.length > 0) await tx.delete(customers).where(inArray(customers.id, gone));
    outcome.records_erased = ids.length;
  }

  // Other open links about this person die with the data.
  await tx
    .update(privacyRequests)
    .set({ email: null, tokenHash: null })
    .where(and(eq(privacyRequests.email, email), ne(privacyRequests.id, requestId)));

  await tx.insert(privacyForgetJobs).values({ requestId, target: "email_marketing", email });
  return { outcome, photoKeys };
}
