import type { SeedBag } from "../types";

export const theHudsonCrossbody: SeedBag = {
  name: "the-hudson-crossbody",
  label: "The Hudson Crossbody",
  description:
    "A compact saddle-stitched crossbody with a deep flap and a polished turn-lock. Wear it on an adjustable leather strap, a fine curb chain or a striped webbing guitar strap.",
  details: [
    "Dimensions: 9 in wide x 6.5 in high x 2.75 in deep; strap drop 21 to 24 in.",
    "Holds a large phone, card case, keys and a lipstick.",
    "Saddle-stitched by hand with waxed linen thread.",
    "Care: keep away from direct sunlight; condition twice a year.",
  ].join("\n"),
  startingPrice: 59500,
  leadDays: 5,
  views: ["front", "side"],
  silhouette: "crossbody",
  components: [
    {
      key: "body",
      displayName: "Body leather",
      description: "Front, back and gusset of the bag.",
      type: "required",
      layers: [
        { view: "front", z: 10, labelX: 50, labelY: 78 },
        { view: "side", z: 10, labelX: 50, labelY: 72 },
      ],
      variants: [
        // Oxblood leads: it is the Hudson's signature colour and the one shown in listings.
        {
          material: "smooth-calf",
          colors: ["oxblood", "noir", "cognac", "sand", "ivory", "forest", "navy", "blush"],
          price: 0,
        },
        { material: "pebbled-leather", colors: "all", price: 0 },
        { material: "saffiano", colors: "all", price: 4000 },
        { material: "croc-embossed-calf", colors: "all", price: 22000 },
      ],
    },
    {
      key: "flap",
      displayName: "Flap",
      description: "The deep front flap; try a contrast for a two-tone look.",
      type: "required",
      layers: [
        { view: "front", z: 15, labelX: 50, labelY: 56 },
        { view: "side", z: 15, labelX: 44, labelY: 52 },
      ],
      variants: [
        {
          material: "smooth-calf",
          colors: ["oxblood", "noir", "cognac", "sand", "ivory", "forest", "navy", "blush"],
          price: 0,
        },
        { material: "suede", colors: "all", price: 0 },
        { material: "nappa-lambskin", colors: "all", price: 3000 },
        { material: "croc-embossed-calf", colors: "all", price: 12000 },
      ],
    },
    {
      key: "strap-style",
      displayName: "Strap style",
      description: "How you carry it: leather, chain or a striped webbing guitar strap.",
      type: "selectable-option",
      selectableType: "required",
      options: [
        { name: "leather", label: "Adjustable leather strap", price: 0 },
        { name: "chain", label: "Curb chain strap", price: 6500, extraLeadDays: 1 },
        { name: "webbing", label: "Striped webbing strap", price: 4500 },
      ],
      layers: [
        { view: "front", z: 20, labelX: 50, labelY: 6 },
        { view: "side", z: 20, labelX: 50, labelY: 6 },
      ],
      variants: [],
    },
    {
      key: "strap-leather",
      displayName: "Strap leather",
      description: "The leather for your adjustable strap.",
      type: "required",
      requires: [{ option: "strap-style:leather" }],
      layers: [
        { view: "front", z: 21, labelX: 30, labelY: 20 },
        { view: "side", z: 21, labelX: 50, labelY: 20 },
      ],
      variants: [
        {
          material: "smooth-calf",
          colors: ["oxblood", "noir", "cognac", "sand", "ivory", "forest", "navy", "blush"],
          price: 0,
        },
        { material: "nappa-lambskin", colors: "all", price: 0 },
      ],
    },
    {
      key: "strap-chain",
      displayName: "Chain finish",
      description: "The plating of your curb chain.",
      type: "required",
      part: "hardware",
      requires: [{ option: "strap-style:chain" }],
      layers: [
        { view: "front", z: 22, labelX: 30, labelY: 20 },
        { view: "side", z: 22, labelX: 50, labelY: 20 },
      ],
      variants: [{ material: "solid-brass", colors: "all", price: 0 }],
    },
    {
      key: "turn-lock",
      displayName: "Turn-lock and rings",
      description: "The turn-lock closure and the strap rings.",
      type: "required",
      part: "hardware",
      layers: [
        { view: "front", z: 30, labelX: 50, labelY: 72 },
        { view: "side", z: 30, labelX: 42, labelY: 73 },
      ],
      variants: [{ material: "solid-brass", colors: "all", price: 0 }],
    },
    {
      key: "foil-initials",
      displayName: "Foil initials",
      description: "Initials or a short word hot-stamped in the corner of the flap.",
      type: "optional",
      extraLeadDays: 1,
      part: "foil",
      price: 3500,
      personalizable: {
        positionType: "bottom-right",
        maxLength: 4,
        allowedTypes: ["initials", "text"],
        price: 0,
        labelX: 64,
        labelY: 67,
      },
      layers: [
        { view: "front", z: 40, labelX: 64, labelY: 67 },
        { view: "side", z: 40, labelX: 45, labelY: 64 },
      ],
      variants: [{ material: "hot-foil", colors: "all", price: 0 }],
    },
  ],
};
