import type { SeedGiftCard } from "./types";

export const giftCards: SeedGiftCard[] = [
  {
    name: "e-gift-card",
    label: "E-Gift Card",
    description:
      "Delivered by e-mail on the day you choose, with your message. Redeemable on any made-to-order or ready-to-wear piece.",
    amounts: [5000, 10000, 25000, 50000, 100000],
    imageFileName: "Atelier Ardent E-Gift Card",
  },
  {
    name: "physical-gift-card",
    label: "Gift Card in a Keepsake Envelope",
    description:
      "A letterpress card in a lined envelope, posted to the address you choose. Redeemable online and in our New York atelier.",
    amounts: [10000, 25000, 50000, 100000],
    imageFileName: "Atelier Ardent Gift Card",
  },
];
