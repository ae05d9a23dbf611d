import "server-only";
import { eq } from "drizzle-orm";
import { DomainError } from "../errors";
import { configuredProducts, products } from "../db/schema";
import type { Db } from "../db/types";
import { queueMail } from "../mail/outbox";
import { shareMail } from "./mail";
import type { ShareRequest } from "./schema";

/** The bag's label of a saved design, or null when no design has this id. */
async function labelOfDesign(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .select({ label: products.label })
    .from(configuredProducts)
    .innerJoin(products, eq(products.id, configuredProducts.productId))
    .where(eq(configuredProducts.id, id))
    .limit(1);
  return row?.label ?? null;
}

/**
 * E-mails a friend a link to a saved design. Anyone holding the design's random id may share it,
 * exactly as anyone holding it may open it (GET /public/configured-products/{id}); nothing about
 * the owner goes into the mail, and neither address is stored. `admit` runs once the design is
 * found, just before the mail is queued, and may refuse it (the mail caps): a made-up id is a 404
 * that counts on nobody's cap (issue 35).
 */
export async function shareDesign(
  db: Db,
  request: ShareRequest,
  siteUrl: string,
  admit: () => Promise<void>,
): Promise<void> {
  const productLabel = await labelOfDesign(db, request.configured_product_id);
  if (!productLabel) throw DomainError.notFound("Configured product");
  await admit();
  await queueMail(
    db,
    shareMail({
      designId: request.configured_product_id,
      productLabel,
      senderName: request.sender_name,
      recipientEmail: request.recipient_email,
      message: request.message,
      siteUrl,
    }),
  );
}
