import { expect, test } from "@playwright/test";
import { uniqueEmail } from "../api/support/accounts";
import { refusedDearerChange } from "../api/support/design-changes";
import { shots, signInAsClientCare, staffQueue } from "./orders";
import { expectAxeClean, watchErrors } from "./support";

/**
 * Issue 38: a dearer design whose difference the card refused reaches client care in the staff
 * strip ("Design-change payments"), who settles it with a note; it leaves the list.
 */
test("client care settles a refused difference charge from the staff strip", async ({ page }) => {
  const errors = watchErrors(page);
  const number = await refusedDearerChange(uniqueEmail("follow-up-e2e"), "KAI");

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
