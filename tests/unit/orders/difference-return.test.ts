import { returnedCheckout, returnedCheckoutQuery } from "../../../lib/orders/difference-return";

describe("a returned checkout in the review page's address (issue 38)", () => {
  it("is kept through a sign-in: the query it is written as reads back the same", () => {
    const returned = {
      checkoutToken: "fin_1234abcd",
      orderReferenceId: "S01-1234567-1234567",
      accessToken: "Atza|IwEBIExample.token-1",
    };
    const query = returnedCheckoutQuery(returned);
    const readBack = returnedCheckout(Object.fromEntries(new URLSearchParams(query)));
    expect(readBack).toEqual(returned);
  });

  it("writes nothing for what did not come back, and reads no other parameter", () => {
    expect(
      returnedCheckoutQuery({ checkoutToken: null, orderReferenceId: null, accessToken: null }),
    ).toEqual({});
    expect(returnedCheckoutQuery(returnedCheckout({ checkout_token: "fin_1234", x: "y" }))).toEqual(
      { checkout_token: "fin_1234" },
    );
    // Not token-like: ignored on the way in, so never passed on.
    expect(returnedCheckoutQuery(returnedCheckout({ access_token: "<script>" }))).toEqual({});
  });
});
