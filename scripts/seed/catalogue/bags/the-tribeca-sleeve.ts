import type { SeedBag } from "../types";

export const theTribecaSleeve: SeedBag = {
  name: "the-tribeca-sleeve",
  label: "The Tribeca Laptop Sleeve",
  description:
    "A slim zip-around laptop sleeve with contrast piping, a padded suede lining and a trolley pass-through on the back. Add a slip pocket for your charger and a wrist strap for the walk between meetings.",
  details: [
    "Dimensions: 14.5 in wide x 10.5 in high x 1 in deep; fits laptops up to 14 in.",
    "Padded with closed-cell foam and lined in microsuede.",
    "Two-way zip in solid brass; trolley pass-through on the back.",
    "Care: wipe with a soft dry cloth.",
  ].join("\n"),
  startingPrice: 39500,
  leadDays: 5,
  views: ["front", "back"],
  silhouette: "sleeve",
  components: [
    {
      key: "body",
      displayName: "Body",
      description: "Front and back panels.",
      type: "required",
      layers: [
        { view: "front", z: 10, labelX: 40, labelY: 45 },
        { view: "back", z: 10, labelX: 50, labelY: 40 },
      ],
      variants: [
        { material: "saffiano", colors: "all", price: 0 },
        { material: "smooth-calf", colors: "all", price: 0 },
        { material: "pebbled-leather", colors: "all", price: 0 },
        { material: "canvas", colors: "all", price: 0 },
        { material: "croc-embossed-calf", colors: "all", price: 15000 },
      ],
    },
    {
      key: "slip-pocket",
      displayName: "Front pocket",
      description: "Keep the front clean, or add a slip pocket for a charger and notebook.",
      type: "selectable-option",
      selectableType: "required",
      options: [
        { name: "clean-front", label: "Clean front", price: 0 },
        { name: "slip-pocket", label: "Slip pocket", price: 4500 },
      ],
      layers: [
        { view: "front", z: 12, labelX: 50, labelY: 56 },
        { view: "back", z: 12, labelX: 50, labelY: 66 },
      ],
      variants: [],
    },
    {
      key: "piping",
      displayName: "Piping",
      description: "A rolled leather piping around the edge, in a matching or contrast colour.",
      type: "required",
      layers: [
        { view: "front", z: 14, labelX: 15, labelY: 80 },
        { view: "back", z: 14, labelX: 85, labelY: 80 },
      ],
      variants: [
        { material: "smooth-calf", colors: "all", price: 0 },
        { material: "nappa-lambskin", colors: "all", price: 0 },
      ],
    },
    {
      key: "zip",
      displayName: "Zip and pull",
      description: "The two-way zip and its pulls.",
      type: "required",
      part: "hardware",
      layers: [
        { view: "front", z: 30, labelX: 80, labelY: 33 },
        { view: "back", z: 30, labelX: 20, labelY: 33 },
      ],
      variants: [{ material: "solid-brass", colors: "all", price: 0 }],
    },
    {
      key: "add-wrist-strap",
      displayName: "Add a wrist strap",
      description: "A detachable leather loop to carry the sleeve like a clutch.",
      type: "optional",
      price: 4500,
      optionalTrue: ["wrist-strap"],
      optionalFalse: ["wrist-strap"],
      layers: [],
      variants: [],
    },
    {
      key: "wrist-strap",
      displayName: "Wrist strap",
      description: "The leather of your wrist strap.",
      type: "required",
      requires: [{ component: "add-wrist-strap" }],
      layers: [
        { view: "front", z: 20, labelX: 92, labelY: 48 },
        { view: "back", z: 20, labelX: 8, labelY: 48 },
      ],
      variants: [
        { material: "smooth-calf", colors: "all", price: 0 },
        { material: "nappa-lambskin", colors: "all", price: 0 },
      ],
    },
    {
      key: "foil-initials",
      displayName: "Foil initials",
      description: "A name or initials hot-stamped in the lower corner.",
      type: "optional",
      extraLeadDays: 1,
      part: "foil",
      price: 2500,
      personalizable: {
        positionType: "bottom-right",
        maxLength: 12,
        allowedTypes: ["text", "initials"],
        price: 0,
        labelX: 74,
        labelY: 76,
      },
      layers: [
        { view: "front", z: 40, labelX: 74, labelY: 76 },
        { view: "back", z: 40, labelX: 26, labelY: 76 },
      ],
      variants: [{ material: "hot-foil", colors: "all", price: 0 }],
    },
  ],
};
