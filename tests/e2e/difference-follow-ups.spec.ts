import { expect, test } from "@playwright/test";
import { newClient, register, uniqueEmail, type CartView, type Ok } from "../api/support/accounts";
import { monogrammed, plainDesign, saveTote } from "../api/support/designs";
import type { Client } from "../api/support/http";
import { shots, signInAsClientCare, staffQueue } from "./orders";
import { expectAxeClean, watchErrors } from "./support";

/**
 * Issue 38: a dearer design whose difference the card refused reaches client care in the staff
 * strip ("Design-change payments"), who settles it with a note; it leaves the list.
 */
const API = "/api/external";

const content = <T>(reply: { json: <R>() => R }) => reply.json<Ok<T>>().content;

async function cardToken(client: Client, number: string) {
  const reply = await client.send("POST", `${API}/payments/local/card-tokens`, {
    number,
    exp_month: 12,
    exp_year: new Date().getFullYear() + 2,
    cvc: "123",
  });
  return content<{ token: string }>(reply).token;
}

/** A guest's order of a plain tote, then a monogram asked for with a card that is declined. */
async function refusedDearerChange(): Promise<string> {
  const client = newClient();
  const made = await client.send("POST", `${API}/orders`, {
    orderable_type: "configured_product",
    orderable_id: await saveTote(client, plainDesign),
  });
  const email = uniqueEmail("follow-up-e2e");
  const registered = await register(client, content<CartView>(made).id, email);
  const placed = await client.send("POST", `${API}/placeOrder`, {
    order_id: registered.id,
    total: registered.cart.total,
    payment_method: "card",
    payment_token: await cardToken(client, "4242424242424242"),
  });
  expect(placed.status).toBe(200);
  const number = content<CartView>(placed).cart.number ?? "";
  const guest = newClient();
  await guest.request("POST", "/api/orders/track", {
    rawBody: new URLSearchParams({ number, email }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  const view = content<{ lines: { id: string }[] }>(
    await guest.get(`${API}/tracked-order/aftercare`),
  );
  const body = {
    line_id: view.lines[0]?.id,
    configured_product_id: await saveTote(guest, monogrammed("KAI")),
  };
  const quote = await guest.send("POST", `${API}/tracked-order/design-change-quote`, body);
  const declined = await guest.send("POST", `${API}/tracked-order/design-change`, {
    ...body,
    expected_difference: content<{ difference: number }>(quote).difference,
    payment_token: await cardToken(guest, "4000000000000002"),
  });
  expect(declined.status).toBe(422);
  return number;
}

test("client care settles a refused difference charge from the staff strip", async ({ page }) => {
  const errors = watchErrors(page);
  const number = await refusedDearerChange();

  await signInAsClientCare(page);
  const panel = await staffQueue(page, "staff-difference-follow-ups", "Payments of");
  const row = panel.getByTestId("staff-difference-follow-up").filter({ hasText: number });
  await expect(row.getByTestId("staff-difference-kind")).toHaveText("difference charge refused");
  await expect(row).toContainText("declined");
  await expectAxeClean(page);
  await shots(page, "staff-difference-follow-ups");

  const settle = row.getByRole("button", { name: `Settled by client care: order ${number}` });
  await expect(settle).toBeDisabled();
  await row.getByLabel("Note for the history").fill("Called the client: she keeps the plain tote.");
  await settle.click();
  await expect(
    panel.getByTestId("staff-difference-follow-up").filter({ hasText: number }),
  ).toHaveCount(0);
  expect(errors).toEqual([]);
});
