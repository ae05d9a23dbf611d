import type { SeedBag } from "../types";

/** Retired from the line while the buckle is re-tooled; kept disabled so it never lists. */
export const theGreenwichSatchel: SeedBag = {
  name: "the-greenwich-satchel",
  label: "The Greenwich Satchel",
  description:
    "A structured satchel with twin buckled straps over a deep flap, a rolled top handle and an optional shoulder strap. A bag for the office that still looks right at dinner.",
  details: [
    "Dimensions: 13 in wide x 10 in high x 4.5 in deep; handle drop 4 in.",
    "Fits a 13 in laptop and a document folder.",
    "Buckles in solid brass, edges painted by hand.",
    "Care: condition twice a year with a neutral leather cream.",
  ].join("\n"),
  startingPrice: 99500,
  leadDays: 6,
  views: ["front", "side"],
  silhouette: "satchel",
  enabled: false,
  components: [
    {
      key: "body",
      displayName: "Body",
      description: "Front, back and gussets.",
      type: "required",
      layers: [
        { view: "front", z: 10, labelX: 50, labelY: 78 },
        { view: "side", z: 10, labelX: 50, labelY: 70 },
      ],
      variants: [
        { material: "smooth-calf", colors: "all", price: 0 },
        { material: "pebbled-leather", colors: "all", price: 0 },
        { material: "croc-embossed-calf", colors: "all", price: 26000 },
      ],
    },
    {
      key: "flap",
      displayName: "Flap and straps",
      description: "The deep flap and its two buckled straps.",
      type: "required",
      layers: [
        { view: "front", z: 15, labelX: 50, labelY: 52 },
        { view: "side", z: 15, labelX: 44, labelY: 50 },
      ],
      variants: [
        { material: "smooth-calf", colors: "all", price: 0 },
        { material: "croc-embossed-calf", colors: "all", price: 12000 },
      ],
    },
    {
      key: "handle",
      displayName: "Top handle",
      description: "A rolled top handle on brass loops.",
      type: "required",
      layers: [
        { view: "front", z: 8, labelX: 50, labelY: 30 },
        { view: "side", z: 8, labelX: 50, labelY: 30 },
      ],
      variants: [{ material: "smooth-calf", colors: "all", price: 0 }],
    },
    {
      key: "shoulder-strap",
      displayName: "Shoulder strap",
      description: "A detachable, adjustable shoulder strap.",
      type: "optional",
      price: 6500,
      layers: [
        { view: "front", z: 5, labelX: 26, labelY: 25 },
        { view: "side", z: 5, labelX: 50, labelY: 15 },
      ],
      variants: [{ material: "smooth-calf", colors: "all", price: 0 }],
    },
    {
      key: "buckles",
      displayName: "Buckles",
      description: "Twin buckles, handle loops and strap rings.",
      type: "required",
      part: "hardware",
      layers: [
        { view: "front", z: 30, labelX: 36, labelY: 73 },
        { view: "side", z: 30, labelX: 41, labelY: 73 },
      ],
      variants: [{ material: "solid-brass", colors: "all", price: 0 }],
    },
    {
      key: "foil-monogram",
      displayName: "Foil monogram",
      description: "Initials hot-stamped at the centre of the flap.",
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
        labelY: 57,
      },
      layers: [
        { view: "front", z: 40, labelX: 50, labelY: 57 },
        { view: "side", z: 40, labelX: 44, labelY: 57 },
      ],
      variants: [{ material: "hot-foil", colors: "all", price: 0 }],
    },
  ],
};
