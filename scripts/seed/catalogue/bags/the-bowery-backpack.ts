import type { SeedBag } from "../types";

export const theBoweryBackpack: SeedBag = {
  name: "the-bowery-backpack",
  label: "The Bowery Backpack",
  description:
    "A city backpack with a domed top, a buckled flap and padded straps that adjust without taking it off. Add a front pocket and a monogrammed patch to make it yours.",
  details: [
    "Dimensions: 11.5 in wide x 15 in high x 5.5 in deep.",
    "Padded sleeve for a 13 in laptop; two interior slip pockets.",
    "Straps adjust from 26 to 33 in.",
    "Care: wipe with a damp cloth; canvas can be spot cleaned with mild soap.",
  ].join("\n"),
  startingPrice: 109500,
  leadDays: 6,
  views: ["front", "side", "back"],
  silhouette: "backpack",
  // Too large for the department-store floor display, so those stores do not list it.
  excludedStores: ["dept-westchester", "dept-manhattan"],
  components: [
    {
      key: "body",
      displayName: "Body",
      description: "The main body and domed top.",
      type: "required",
      layers: [
        { view: "front", z: 10, labelX: 35, labelY: 62 },
        { view: "side", z: 10, labelX: 50, labelY: 60 },
        { view: "back", z: 10, labelX: 50, labelY: 55 },
      ],
      variants: [
        { material: "canvas", colors: "all", price: 0 },
        { material: "pebbled-leather", colors: "all", price: 0 },
        { material: "smooth-calf", colors: "all", price: 0 },
        { material: "saffiano", colors: "all", price: 6000 },
        { material: "croc-embossed-calf", colors: "all", price: 28000 },
      ],
    },
    {
      key: "flap",
      displayName: "Flap",
      description: "The buckled top flap.",
      type: "required",
      layers: [
        { view: "front", z: 15, labelX: 50, labelY: 40 },
        { view: "side", z: 15, labelX: 42, labelY: 35 },
        { view: "back", z: 15, labelX: 50, labelY: 28 },
      ],
      variants: [
        { material: "smooth-calf", colors: "all", price: 0 },
        { material: "pebbled-leather", colors: "all", price: 0 },
        { material: "suede", colors: "all", price: 0 },
        { material: "croc-embossed-calf", colors: "all", price: 14000 },
      ],
    },
    {
      key: "straps",
      displayName: "Straps and handle",
      description: "Padded shoulder straps and the top grab handle.",
      type: "required",
      layers: [
        { view: "front", z: 8, labelX: 50, labelY: 22 },
        { view: "side", z: 18, labelX: 66, labelY: 50 },
        { view: "back", z: 18, labelX: 40, labelY: 55 },
      ],
      variants: [
        { material: "smooth-calf", colors: "all", price: 0 },
        { material: "pebbled-leather", colors: "all", price: 0 },
      ],
    },
    {
      key: "front-pocket",
      displayName: "Front pocket",
      description: "Add a zipped or an open patch pocket to the front.",
      type: "selectable-option",
      selectableType: "optional",
      options: [
        { name: "zip-pocket", label: "Zip pocket", price: 8500 },
        { name: "patch-pocket", label: "Patch pocket", price: 6500 },
      ],
      layers: [
        { view: "front", z: 17, labelX: 50, labelY: 68 },
        { view: "side", z: 17, labelX: 38, labelY: 74 },
        { view: "back", z: 17, labelX: 50, labelY: 70 },
      ],
      variants: [],
    },
    {
      key: "pocket-leather",
      displayName: "Pocket leather",
      description: "The leather of your front pocket.",
      type: "required",
      requires: [{ option: "front-pocket:zip-pocket" }, { option: "front-pocket:patch-pocket" }],
      layers: [
        { view: "front", z: 16, labelX: 50, labelY: 76 },
        { view: "side", z: 16, labelX: 38, labelY: 78 },
        { view: "back", z: 16, labelX: 50, labelY: 72 },
      ],
      variants: [
        { material: "smooth-calf", colors: "all", price: 0 },
        { material: "pebbled-leather", colors: "all", price: 0 },
        { material: "suede", colors: "all", price: 0 },
      ],
    },
    {
      key: "hardware",
      displayName: "Buckles",
      description: "The flap buckle and strap adjusters.",
      type: "required",
      part: "hardware",
      layers: [
        { view: "front", z: 30, labelX: 50, labelY: 60 },
        { view: "side", z: 30, labelX: 39, labelY: 60 },
        { view: "back", z: 30, labelX: 38, labelY: 73 },
      ],
      variants: [{ material: "solid-brass", colors: "all", price: 0 }],
    },
    {
      key: "monogram-patch",
      displayName: "Monogram patch",
      description: "A stitched leather patch on the flap, stamped with your initials.",
      type: "optional",
      extraLeadDays: 1,
      price: 4500,
      personalizable: {
        positionType: "bottom-right",
        maxLength: 3,
        allowedTypes: ["initials", "emoji"],
        price: 0,
        labelX: 63,
        labelY: 45,
      },
      layers: [
        { view: "front", z: 35, labelX: 63, labelY: 45 },
        { view: "side", z: 35, labelX: 40, labelY: 43 },
        { view: "back", z: 35, labelX: 50, labelY: 30 },
      ],
      variants: [
        { material: "smooth-calf", colors: "all", price: 0 },
        { material: "croc-embossed-calf", colors: "all", price: 3000 },
      ],
    },
    {
      key: "patch-foil",
      displayName: "Patch foil",
      description: "The foil your patch is stamped with.",
      type: "required",
      part: "foil",
      requires: [{ component: "monogram-patch" }],
      layers: [
        { view: "front", z: 40, labelX: 63, labelY: 45 },
        { view: "side", z: 40, labelX: 40, labelY: 43 },
        { view: "back", z: 40, labelX: 50, labelY: 30 },
      ],
      variants: [{ material: "hot-foil", colors: "all", price: 0 }],
    },
  ],
};
