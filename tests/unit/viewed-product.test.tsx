/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render } from "@testing-library/react";
import { TrackViewedProduct } from "../../components/tracking/viewed-product";
import { configureTracking, resetTrackingForTests } from "../../lib/tracking/track";
import { AccountHarness } from "./support/account-harness";

beforeEach(() => resetTrackingForTests());

const view = () =>
  render(
    <AccountHarness>
      <TrackViewedProduct
        productId="p1"
        productName="The City Tote"
        sku="CT-1"
        priceCents={89500}
        imagePath="/images/the-city-tote.svg"
      />
    </AccountHarness>,
  );

describe("Viewed Product (spec 7)", () => {
  it("is sent once per product page in production, with the product and the store", async () => {
    const send = jest.fn(() => Promise.resolve());
    configureTracking({ production: true, publicKey: "PUBKEY", send });
    view();
    await Promise.resolve();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(
      "Viewed Product",
      expect.objectContaining({
        productId: "p1",
        productName: "The City Tote",
        sku: "CT-1",
        priceCents: 89500,
        quantity: 1,
        imageUrl: `${window.location.origin}/images/the-city-tote.svg`,
        retailer: "atelier",
        retailerStore: "web",
      }),
    );
  });

  it("is not sent outside production", async () => {
    const send = jest.fn(() => Promise.resolve());
    configureTracking({ production: false, publicKey: "PUBKEY", send });
    view();
    await Promise.resolve();
    expect(send).not.toHaveBeenCalled();
  });
});
