import { expect, test } from "@playwright/test";
import { addPiece, outboxHas, payByCard, registerAsGuest } from "./shop";
import { gotoReady, hostUrl } from "./support";

const MASK = "/limited-edition/limited-edition-silk-mask-gold-leaf";

test.describe("stylist and referrer inputs (spec 6)", () => {
  test("the stylist store asks the client's details and the stylist, who reaches the order and its mail", async ({
    page,
  }) => {
    await addPiece(page, MASK, "stylist");
    await gotoReady(page, hostUrl("stylist", "/checkout/registration"));
    await expect(page.getByRole("group", { name: "Client details" })).toBeVisible();
    await registerAsGuest(page, "styled.client@example.com");
    await expect(page.getByTestId("buyer")).toContainText("(212) 555-0100");

    const channel = page.getByTestId("channel-fields");
    await expect(channel.getByRole("heading", { name: "Your stylist" })).toBeVisible();
    await expect(page.getByLabel("How did you hear about us?")).toHaveCount(0);
    const stylist = channel.getByLabel("Stylist");
    await stylist.fill("Nobody Special");
    await stylist.blur();
    await expect(channel.getByText(/could not find a stylist/)).toBeVisible();
    await expect(stylist).toHaveAttribute("aria-invalid", "true");

    // Paying without a stylist is refused by the server with the reason.
    await expect(page.getByTestId("confirmation-payment")).toHaveAttribute(
      "data-initialised",
      "true",
    );
    await payByCard(page, "4242 4242 4242 4242");
    await expect(page.getByText(/name or code of the stylist/).first()).toBeVisible();

    await stylist.fill("camille laurent");
    await stylist.blur();
    await expect(channel.getByText("Styled by Camille Laurent.")).toBeVisible();
    const note = channel.getByLabel(/Note about the client/);
    await note.fill("Anniversary gift; prefers gold hardware.");
    await note.blur();
    await expect(channel.getByRole("status")).toHaveText("Saved.");
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: test.info().outputPath(`stylist-checkout-${width}.png`),
        fullPage: true,
      });
    }

    // A reload keeps what was entered.
    await page.reload();
    await expect(page.getByTestId("channel-fields").getByLabel("Stylist")).toHaveValue(
      "Camille Laurent",
    );
    await payByCard(page, "4242 4242 4242 4242");
    await page.waitForURL("**/checkout/thank_you?order=*");
    const number = (await page.getByTestId("order-number").locator("strong").textContent()) ?? "";
    await expect.poll(() => outboxHas(number)).toBe(true);
    expect(outboxHas("Stylist: Camille Laurent (CLAURENT)")).toBe(true);
    expect(outboxHas("Client note: Anniversary gift; prefers gold hardware.")).toBe(true);
  });

  test("the own store asks how the shopper heard about us, optionally", async ({ page }) => {
    await addPiece(page, MASK);
    await gotoReady(page, "/checkout/registration");
    await expect(page.getByRole("group", { name: "Your details" })).toBeVisible();
    await registerAsGuest(page, "referred.shopper@example.com");
    const channel = page.getByTestId("channel-fields");
    await expect(channel.getByLabel("Stylist")).toHaveCount(0);
    // Saved once the choice settles, not on each option passed on the way.
    await channel.getByLabel("How did you hear about us?").selectOption("press");
    await expect(channel.getByRole("status")).toHaveText("Saved.");
    const referrer = channel.getByLabel(/Referred by someone/);
    await referrer.fill("not an address");
    await referrer.blur();
    await expect(channel.getByText(/valid e-mail address for who referred you/)).toBeVisible();
    await referrer.fill("friend.of.ours@example.com");
    await referrer.blur();
    await expect(channel.getByRole("status")).toHaveText("Saved.");
    await payByCard(page, "4242 4242 4242 4242");
    await page.waitForURL("**/checkout/thank_you?order=*");
    const number = (await page.getByTestId("order-number").locator("strong").textContent()) ?? "";
    await expect.poll(() => outboxHas(number)).toBe(true);
    expect(outboxHas("How you heard about us: Press or a magazine")).toBe(true);
    expect(outboxHas("Referred by: friend.of.ours@example.com")).toBe(true);
  });
});
