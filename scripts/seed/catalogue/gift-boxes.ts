import type { SeedGiftBox } from "./types";

export const giftBoxes: SeedGiftBox[] = [
  {
    name: "signature-box",
    label: "The Signature Box",
    description: "Our ivory box with a ribbon in the house red and a hand-written card.",
    price: 1500,
    hex: "#ece3d2",
    imageFileName: "Signature Gift Box",
  },
  {
    name: "keepsake-trunk",
    label: "The Keepsake Trunk",
    description:
      "A linen-covered trunk with brass corners, made to keep the bag and later everything else.",
    price: 9500,
    hex: "#1f2a44",
    imageFileName: "Keepsake Trunk",
  },
  {
    name: "holiday-box",
    label: "The Holiday Box",
    description: "A forest green box tied with gold ribbon, available through the holiday season.",
    price: 2500,
    hex: "#2f4a3a",
    imageFileName: "Holiday Gift Box",
  },
];
