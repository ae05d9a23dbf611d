import type { SeedBag } from "../types";

export const theCityTote: SeedBag = {
  name: "the-city-tote",
  label: "The City Tote",
  description:
    "Our everyday tote, cut wide enough for a laptop and a change of shoes. A structured body on a reinforced base, rolled handles that sit comfortably on the shoulder, and a lining in the colour of your choice.",
  details: [
    "Dimensions: 15.5 in wide x 12 in high x 6 in deep; handle drop 9 in.",
    "Fits a 14 in laptop. One interior zip pocket and two slip pockets.",
    "Hand-painted edges, waxed linen thread, solid brass hardware.",
    "Care: wipe with a soft dry cloth; store stuffed in its dust bag.",
  ].join("\n"),
  startingPrice: 89500,
  leadDays: 6,
  views: ["front", "side"],
  silhouette: "tote",
  components: [
    {
      key: "exterior",
      displayName: "Exterior",
      description: "The leather panels you see from the outside.",
      type: "container",
      layers: [],
      variants: [],
    },
    {
      key: "body",
      displayName: "Body leather",
      description: "Front, back and side panels, cut from a single hide where possible.",
      type: "required",
      parent: "exterior",
      layers: [
        { view: "front", z: 10, labelX: 50, labelY: 66 },
        { view: "side", z: 10, labelX: 50, labelY: 55 },
      ],
      variants: [
        { material: "smooth-calf", colors: "all", price: 0 },
        { material: "pebbled-leather", colors: "all", price: 0 },
        { material: "canvas", colors: "all", price: 0 },
        { material: "saffiano", colors: "all", price: 5000 },
        { material: "croc-embossed-calf", colors: "all", price: 30000 },
        {
          material: "nappa-lambskin",
          colors: ["lilac", "tomato"],
          price: 12000,
          customMaterial: true,
        },
      ],
    },
    {
      key: "base-panel",
      displayName: "Base and corners",
      description: "A reinforced panel that wraps the base and protects the corners.",
      type: "required",
      parent: "exterior",
      layers: [
        { view: "front", z: 12, labelX: 50, labelY: 82 },
        { view: "side", z: 12, labelX: 50, labelY: 82 },
      ],
      variants: [
        { material: "smooth-calf", colors: "all", price: 0 },
        { material: "pebbled-leather", colors: "all", price: 0 },
        { material: "croc-embossed-calf", colors: "all", price: 9500 },
      ],
    },
    {
      key: "lining",
      displayName: "Lining",
      description: "The inside of the bag; a lighter lining makes keys easier to find.",
      type: "required",
      layers: [
        { view: "front", z: 5, labelX: 50, labelY: 35 },
        { view: "side", z: 5, labelX: 50, labelY: 35 },
      ],
      variants: [
        { material: "duchess-satin", colors: "all", price: 0 },
        { material: "suede", colors: ["camel", "fog"], price: 6500 },
      ],
    },
    {
      key: "handles",
      displayName: "Handles",
      description: "Two rolled handles, stitched around a cotton cord core.",
      type: "required",
      layers: [
        { view: "front", z: 20, labelX: 50, labelY: 18 },
        { view: "side", z: 20, labelX: 50, labelY: 20 },
      ],
      variants: [
        { material: "smooth-calf", colors: "all", price: 0 },
        { material: "nappa-lambskin", colors: "all", price: 3500 },
        { material: "croc-embossed-calf", colors: "all", price: 8500 },
      ],
    },
    {
      key: "closure",
      displayName: "Top closure",
      description: "Leave it open, add a discreet magnetic snap, or close it with a full zip.",
      type: "selectable-option",
      selectableType: "required",
      options: [
        { name: "open", label: "Open top", price: 0 },
        { name: "magnetic-snap", label: "Magnetic snap", price: 0 },
        { name: "zip", label: "Zip top", price: 9500 },
      ],
      layers: [
        { view: "front", z: 25, labelX: 50, labelY: 38 },
        { view: "side", z: 25, labelX: 50, labelY: 36 },
      ],
      variants: [],
    },
    {
      key: "hardware",
      displayName: "Hardware",
      description: "Handle rivets and protective base studs.",
      type: "required",
      part: "hardware",
      layers: [
        { view: "front", z: 30, labelX: 31, labelY: 42 },
        { view: "side", z: 30, labelX: 38, labelY: 41 },
      ],
      variants: [
        {
          material: "solid-brass",
          colors: [
            "polished-gold",
            "brushed-silver",
            "gunmetal",
            "matte-black",
            "antique-brass",
            "light-gold",
          ],
          price: 0,
        },
        { material: "solid-brass", colors: ["rose-gold"], price: 2500 },
      ],
    },
    {
      key: "foil-monogram",
      displayName: "Foil monogram",
      description: "Up to three initials hot-stamped on the front panel.",
      type: "optional",
      extraLeadDays: 1,
      part: "foil",
      price: 4500,
      personalizable: {
        positionType: "center",
        maxLength: 3,
        allowedTypes: ["initials"],
        price: 0,
        labelX: 50,
        labelY: 56,
      },
      layers: [
        { view: "front", z: 40, labelX: 50, labelY: 56 },
        { view: "side", z: 40, labelX: 42, labelY: 56 },
      ],
      variants: [{ material: "hot-foil", colors: "all", price: 0 }],
    },
  ],
};
