import { returnMail } from "@/lib/orders/return-mail";

const view = {
  number: "RA-7Q2K9",
  order_number: "AT-1042",
  resolution: "refund" as const,
  inspection_note: null,
  lines: [{ label: "Silk mask", quantity: 1, exchange_for: null }],
  refund: null,
  exchange: null,
};

describe("a return's authorisation mail", () => {
  it("links a customer straight to the printable authorisation", () => {
    const mail = returnMail("requested", {
      view,
      orderUrl: "https://shop.example/my-account/orders/9",
      authorisationUrl: "https://shop.example/my-account/returns/RA-7Q2K9",
    });
    expect(mail.text).toContain(
      "print the authorisation (with its QR code) and put it in the parcel:\nhttps://shop.example/my-account/returns/RA-7Q2K9",
    );
  });

  it("sends a guest to the order's tracking to print, never to a page behind a sign-in", () => {
    const mail = returnMail("requested", {
      view,
      orderUrl: "https://shop.example/orders/track?number=AT-1042",
      authorisationUrl: null,
    });
    expect(mail.text).toContain(
      "open your order, print the authorisation (with its QR code) from it and put it in the parcel:\nhttps://shop.example/orders/track?number=AT-1042",
    );
    expect(mail.text).not.toContain("/my-account/");
    expect(mail.text).toContain("Return number: RA-7Q2K9");
  });
});
