import { randomBytes } from "node:crypto";
import { API, register, uniqueEmail, waitForMail, type Ok } from "./support/accounts";
import {
  adjust,
  ADJUSTMENT_PIN,
  ASSOCIATE_REQUIRED,
  BINDING_ENDED,
  expectPinAgain,
  failure,
  invoice,
  kiosk,
  MANHATTAN,
  receipt,
  RECEIPT_PIN,
  signInAssociate,
  toteCart,
  validateAssociate,
  viewOf,
  type KioskCart,
} from "./support/associates";
import type { Client } from "./support/http";

/** Receipt numbers are unique across the database: each test makes its own. */
const receiptNumber = () => `BRW-${randomBytes(3).toString("hex").toUpperCase()}-7`;

describe("an associate's binding is short (issue 23)", () => {
  it("each adjustment and the receipt need a PIN of their own; the invoice keeps it alive", async () => {
    const client = await kiosk();
    const cart = await toteCart(client);
    const registered = await register(client, cart.id, uniqueEmail("kiosk-associate"));
    const total = registered.cart.total;

    const adjustment = await adjust(client, cart.id, -500);
    expect(adjustment.status).toBe(403);
    expect(failure(adjustment)).toMatchObject({
      message: ASSOCIATE_REQUIRED,
      code: "associate_required",
    });
    const unsignedInvoice = await invoice(client, cart.id, total);
    expect(unsignedInvoice.status).toBe(403);
    expect(failure(unsignedInvoice).message).toBe(ASSOCIATE_REQUIRED);
    // A receipt belongs to a placed order: on a cart it is not found, associate or not.
    expect((await receipt(client, cart.id, receiptNumber())).status).toBe(404);
    const still = await viewOf(client, cart.id);
    expect(still.cart.status).toBe("cart");
    expect(still.adjustments).toEqual([]);

    await signInAssociate(client, cart.id);
    const added = await adjust(client, cart.id, -500);
    expect(added.status).toBe(200);
    const adjusted = added.json<Ok<KioskCart>>().content;
    expect(adjusted.cart.adjustment_total).toBe(-500);
    expect(adjusted.sales_associate?.user_name).toBe("jmorales");
    // The PIN paid for that adjustment: the next one asks for it again.
    expectPinAgain(await adjust(client, cart.id, -300), ADJUSTMENT_PIN);
    // Removing one and placing the invoice only need the binding alive.
    const removed = await client.send(
      "DELETE",
      `${API}/order-adjustments/${adjusted.adjustments[0]?.id}`,
    );
    expect(removed.status).toBe(200);
    expect(removed.json<Ok<KioskCart>>().content.adjustments).toEqual([]);
    const placed = await invoice(client, cart.id, total);
    expect(placed.status).toBe(200);
    const order = placed.json<Ok<KioskCart>>().content;
    expect(order.cart.status).toBe("placed");
    expect(order.sales_associate?.user_name).toBe("jmorales");

    // Adjustment, then receipt: the receipt needs a second PIN, from the associate who served.
    const number = receiptNumber();
    expectPinAgain(await receipt(client, cart.id, number), RECEIPT_PIN);
    const other = await validateAssociate(client, cart.id, "dpatel", "1357");
    expect(other.status).toBe(422);
    await signInAssociate(client, cart.id);
    const saved = await receipt(client, cart.id, number.toLowerCase());
    expect(saved.status).toBe(200);
    expect(saved.json<Ok<KioskCart>>().content.cart.receipt_number).toBe(number);
    // And a correction needs one more.
    expectPinAgain(await receipt(client, cart.id, receiptNumber()), RECEIPT_PIN);
  });

  it("the kiosk's reset ends it, without the sales_associate cookie too", async () => {
    const client = await kiosk();
    const cart = await toteCart(client);
    await signInAssociate(client, cart.id);
    const reset = await client.send("POST", `${API}/public/associate-sign-out`);
    expect(reset.status).toBe(200);
    expect(client.cookie("sales_associate")).toBeUndefined();
    expectPinAgain(await adjust(client, cart.id, -500), ADJUSTMENT_PIN);
    expect((await viewOf(client, cart.id)).adjustments).toEqual([]);
    // Who served stays on the bag; acting needs the PIN again.
    expect((await viewOf(client, cart.id)).sales_associate?.user_name).toBe("jmorales");
    await register(client, cart.id, uniqueEmail("kiosk-reset"));
    const view = await viewOf(client, cart.id);
    expectPinAgain(await invoice(client, cart.id, view.cart.total), BINDING_ENDED);
    await signInAssociate(client, cart.id);
    expect((await invoice(client, cart.id, view.cart.total)).status).toBe(200);
  });

  it("two adjustments sent at once with one PIN: one is added", async () => {
    const client = await kiosk(MANHATTAN);
    const cart = await toteCart(client);
    await signInAssociate(client, cart.id, "akim", "8642");
    const replies = await Promise.all([
      adjust(client, cart.id, -100),
      adjust(client, cart.id, -200),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 403]);
    expect((await viewOf(client, cart.id)).adjustments).toHaveLength(1);
  });
});

describe("the till receipt (issue 23)", () => {
  async function invoicedOrder(): Promise<{ client: Client; id: string }> {
    const client = await kiosk();
    const cart = await toteCart(client);
    const registered = await register(client, cart.id, uniqueEmail("kiosk-receipt"));
    await signInAssociate(client, cart.id);
    expect((await invoice(client, cart.id, registered.cart.total)).status).toBe(200);
    return { client, id: cart.id };
  }

  it("captures one order only, in any case, and must carry a digit", async () => {
    const first = await invoicedOrder();
    const second = await invoicedOrder();
    const number = receiptNumber();
    const saved = await receipt(first.client, first.id, number);
    expect(saved.status).toBe(200);
    expect(saved.json<Ok<KioskCart>>().content.cart.receipt_number).toBe(number);
    const again = await receipt(second.client, second.id, number.toLowerCase());
    expect(again.status).toBe(422);
    expect(failure(again)).toMatchObject({
      code: "receipt_number_used",
      errors: {
        receipt_number: [
          "This receipt number is already recorded for another order. Please check the receipt.",
        ],
      },
    });
    const noDigit = await receipt(second.client, second.id, "BRW-ABC");
    expect(noDigit.status).toBe(422);
    expect(failure(noDigit).errors?.receipt_number).toEqual([
      "Please enter the receipt number as printed.",
    ]);
    // The refusals spent no PIN: the right number goes through.
    const own = await receipt(second.client, second.id, receiptNumber());
    expect(own.status).toBe(200);
  });
});

describe("adjustments are lines of their own (issue 23)", () => {
  it("the kiosk confirmation mail lists each adjustment between Items and Total", async () => {
    const client = await kiosk();
    const cart = await toteCart(client);
    const email = uniqueEmail("kiosk-mail");
    await register(client, cart.id, email);
    await signInAssociate(client, cart.id);
    expect((await adjust(client, cart.id, -1000, "Goodwill")).status).toBe(200);
    await signInAssociate(client, cart.id);
    expect((await adjust(client, cart.id, 250, "Repair credit: strap")).status).toBe(200);
    const view = await viewOf(client, cart.id);
    expect((await invoice(client, cart.id, view.cart.total)).status).toBe(200);
    const mail = await waitForMail(email, (m) => m.text.includes("Thank you for your order"));
    const lines = mail.text.split("\n");
    const items = lines.indexOf(`Items: $${(view.cart.item_total / 100).toFixed(2)}`);
    expect(items).toBeGreaterThan(-1);
    expect(lines[items + 1]).toBe("Goodwill: -$10.00");
    expect(lines[items + 2]).toBe("Repair credit: strap: $2.50");
    expect(mail.text).toContain(`Total: $${(view.cart.total / 100).toFixed(2)}`);
  });
});
