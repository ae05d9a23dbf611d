import type { SeedBag } from "../types";

export const theMercerBucket: SeedBag = {
  name: "the-mercer-bucket",
  label: "The Mercer Bucket",
  description:
    "A slouchy bucket bag drawn closed with a leather cord threaded through solid brass eyelets. Finish it with a tassel, protective feet and a hand-stamped name tag.",
  details: [
    "Dimensions: 10 in wide x 11 in high x 7 in deep; strap drop 11 in.",
    "Unstructured body on a stiffened oval base; one interior zip pocket.",
    "Eyelets and rings in solid brass.",
    "Care: let suede dry naturally if it gets wet, then brush with a suede brush.",
  ].join("\n"),
  startingPrice: 69500,
  leadDays: 5,
  views: ["front", "side"],
  silhouette: "bucket",
  components: [
    {
      key: "body",
      displayName: "Body",
      description: "The soft, gathered body of the bucket.",
      type: "required",
      layers: [
        { view: "front", z: 10, labelX: 50, labelY: 62 },
        { view: "side", z: 10, labelX: 50, labelY: 62 },
      ],
      variants: [
        { material: "pebbled-leather", colors: "all", price: 0 },
        { material: "suede", colors: "all", price: 0 },
        { material: "smooth-calf", colors: "all", price: 0 },
        { material: "raffia", colors: "all", price: 0 },
        { material: "croc-embossed-calf", colors: "all", price: 24000 },
        { material: "canvas", colors: ["brick", "khaki"], price: 0, customMaterial: true },
      ],
    },
    {
      key: "base",
      displayName: "Base",
      description: "The oval base band, stiffened to keep the bag upright.",
      type: "required",
      layers: [
        { view: "front", z: 12, labelX: 50, labelY: 83 },
        { view: "side", z: 12, labelX: 50, labelY: 83 },
      ],
      variants: [
        { material: "smooth-calf", colors: "all", price: 0 },
        { material: "croc-embossed-calf", colors: "all", price: 9000 },
      ],
    },
    {
      key: "strap",
      displayName: "Shoulder strap",
      description: "A wide, comfortable shoulder strap.",
      type: "required",
      layers: [
        { view: "front", z: 20, labelX: 50, labelY: 12 },
        { view: "side", z: 20, labelX: 50, labelY: 14 },
      ],
      variants: [
        { material: "smooth-calf", colors: "all", price: 0 },
        { material: "nappa-lambskin", colors: "all", price: 2500 },
      ],
    },
    {
      key: "drawstring",
      displayName: "Drawstring",
      description: "The cord that cinches the top, knotted at the ends.",
      type: "required",
      layers: [
        { view: "front", z: 22, labelX: 47, labelY: 50 },
        { view: "side", z: 22, labelX: 36, labelY: 50 },
      ],
      variants: [
        { material: "smooth-calf", colors: "all", price: 0 },
        { material: "suede", colors: "all", price: 0 },
      ],
    },
    {
      key: "hardware",
      displayName: "Eyelets and rings",
      description: "Eyelets around the top and the rings that hold the strap.",
      type: "required",
      part: "hardware",
      layers: [
        { view: "front", z: 30, labelX: 31, labelY: 41 },
        { view: "side", z: 30, labelX: 50, labelY: 41 },
      ],
      variants: [{ material: "solid-brass", colors: "all", price: 0 }],
    },
    {
      key: "finishing-touches",
      displayName: "Finishing touches",
      description: "Add any, both or none of these details.",
      type: "selectable-group",
      selectableType: "multiple",
      layers: [],
      variants: [],
    },
    {
      key: "tassel",
      displayName: "Leather tassel",
      description: "A hand-cut fringe tassel hung from the strap ring.",
      type: "optional",
      parent: "finishing-touches",
      price: 4500,
      layers: [
        { view: "front", z: 25, labelX: 70, labelY: 52 },
        { view: "side", z: 25, labelX: 58, labelY: 50 },
      ],
      variants: [
        { material: "suede", colors: "all", price: 0 },
        { material: "nappa-lambskin", colors: "all", price: 0 },
      ],
    },
    {
      key: "bag-feet",
      displayName: "Bag feet",
      description: "Four domed feet that keep the base off the floor.",
      type: "optional",
      part: "hardware",
      parent: "finishing-touches",
      price: 2500,
      layers: [
        { view: "front", z: 14, labelX: 50, labelY: 88 },
        { view: "side", z: 14, labelX: 50, labelY: 88 },
      ],
      variants: [{ material: "solid-brass", colors: "all", price: 0 }],
    },
    {
      key: "name-tag",
      displayName: "Name tag",
      description: "A leather tag stamped with a name, initials or a favourite emoji.",
      type: "optional",
      extraLeadDays: 1,
      price: 5500,
      personalizable: {
        positionType: "center",
        maxLength: 8,
        allowedTypes: ["text", "initials", "emoji"],
        price: 0,
        labelX: 30,
        labelY: 57,
      },
      layers: [
        { view: "front", z: 35, labelX: 30, labelY: 57 },
        { view: "side", z: 35, labelX: 50, labelY: 59 },
      ],
      variants: [
        { material: "smooth-calf", colors: "all", price: 0 },
        { material: "croc-embossed-calf", colors: "all", price: 3500 },
      ],
    },
  ],
};
