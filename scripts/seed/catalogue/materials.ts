import type { SeedMaterial, SeedMaterialType } from "./types";

export const materialTypes: SeedMaterialType[] = [
  { name: "leather", label: "Leather" },
  { name: "exotic", label: "Exotic finish" },
  { name: "textile", label: "Textile" },
  { name: "hardware-finish", label: "Hardware finish" },
  { name: "foil", label: "Foil" },
];

export const materials: SeedMaterial[] = [
  {
    name: "smooth-calf",
    label: "Smooth calfskin",
    description:
      "Full-grain French calfskin with a soft semi-matte finish. It holds a crisp edge and develops a quiet patina with years of wear.",
    materialType: "leather",
    texture: "smooth",
    colors: [
      { name: "cognac", label: "Cognac", hex: "#9a5a2c" },
      { name: "noir", label: "Noir", hex: "#1b1a1a" },
      { name: "oxblood", label: "Oxblood", hex: "#5a1a1f" },
      { name: "sand", label: "Sand", hex: "#cdb38f" },
      { name: "ivory", label: "Ivory", hex: "#ece3d2" },
      { name: "forest", label: "Forest", hex: "#2f4a3a" },
      { name: "navy", label: "Navy", hex: "#1f2a44" },
      { name: "blush", label: "Blush", hex: "#d9a9a0" },
    ],
  },
  {
    name: "pebbled-leather",
    label: "Pebbled calfskin",
    description:
      "Drum-dyed calfskin milled until its natural grain rises into a soft pebble. Scratch resistant and relaxed, made for everyday carrying.",
    materialType: "leather",
    texture: "pebbled",
    colors: [
      { name: "taupe", label: "Taupe", hex: "#8b7b6b" },
      { name: "noir", label: "Noir", hex: "#201f1f" },
      { name: "chestnut", label: "Chestnut", hex: "#6e3b23" },
      { name: "olive", label: "Olive", hex: "#5d5a35" },
      { name: "slate-blue", label: "Slate blue", hex: "#4f6377" },
      { name: "bone", label: "Bone", hex: "#e2d8c4" },
    ],
  },
  {
    name: "suede",
    label: "Italian suede",
    description:
      "Velvety goat suede from a family tannery in Tuscany, brushed by hand. Treated against water spots, best kept away from heavy rain.",
    materialType: "leather",
    texture: "suede",
    colors: [
      { name: "camel", label: "Camel", hex: "#b08356" },
      { name: "moss", label: "Moss", hex: "#5f6a3e" },
      { name: "dusty-rose", label: "Dusty rose", hex: "#bf8d88" },
      { name: "midnight", label: "Midnight", hex: "#232b45" },
      { name: "chocolate", label: "Chocolate", hex: "#4a3025" },
      { name: "fog", label: "Fog", hex: "#a9a8a2" },
    ],
  },
  {
    name: "croc-embossed-calf",
    label: "Croc-embossed calfskin",
    description:
      "Calfskin pressed with a deep crocodile scale and glazed by hand, for the look of an exotic without the exotic.",
    materialType: "exotic",
    // Each hide is glazed and polished by hand, in coats that dry overnight.
    extraLeadDays: 2,
    texture: "croc",
    colors: [
      { name: "noir", label: "Noir", hex: "#161515" },
      { name: "bordeaux", label: "Bordeaux", hex: "#4d1420" },
      { name: "emerald", label: "Emerald", hex: "#1e4d3b" },
      { name: "cognac", label: "Cognac", hex: "#8c4f25" },
      { name: "ink", label: "Ink", hex: "#1c2436" },
      { name: "blush", label: "Blush", hex: "#caa091" },
    ],
  },
  {
    name: "canvas",
    label: "Waxed cotton canvas",
    description:
      "A dense 18-ounce cotton canvas woven in Scotland and finished with natural wax. It softens and creases with character.",
    materialType: "textile",
    texture: "canvas",
    colors: [
      { name: "natural", label: "Natural", hex: "#d8ccb3" },
      { name: "khaki", label: "Khaki", hex: "#a39368" },
      { name: "navy", label: "Navy", hex: "#26324f" },
      { name: "noir", label: "Noir", hex: "#232323" },
      { name: "stone", label: "Stone", hex: "#b5b0a5" },
      { name: "brick", label: "Brick", hex: "#94452f" },
    ],
  },
  {
    name: "nappa-lambskin",
    label: "Nappa lambskin",
    description:
      "Featherlight lambskin with a buttery hand and a gentle sheen. The most supple leather we work with.",
    materialType: "leather",
    texture: "smooth",
    colors: [
      { name: "noir", label: "Noir", hex: "#121212" },
      { name: "cream", label: "Cream", hex: "#efe6d3" },
      { name: "butter", label: "Butter", hex: "#e8d08e" },
      { name: "lilac", label: "Lilac", hex: "#b7a3c9" },
      { name: "cobalt", label: "Cobalt", hex: "#2d4fa0" },
      { name: "tomato", label: "Tomato", hex: "#c8442f" },
    ],
  },
  {
    name: "saffiano",
    label: "Saffiano leather",
    description:
      "Calfskin stamped with a fine cross-hatch and sealed with wax, so it shrugs off scuffs and keeps its structure.",
    materialType: "leather",
    texture: "smooth",
    colors: [
      { name: "noir", label: "Noir", hex: "#1d1d1f" },
      { name: "rouge", label: "Rouge", hex: "#a3202c" },
      { name: "powder-blue", label: "Powder blue", hex: "#a9bfd6" },
      { name: "fog-grey", label: "Fog grey", hex: "#9a9b9c" },
      { name: "black-cherry", label: "Black cherry", hex: "#3b1420" },
      { name: "ecru", label: "Ecru", hex: "#e6dcc6" },
    ],
  },
  {
    name: "raffia",
    label: "Hand-woven raffia",
    description:
      "Raffia palm fibre woven by hand in Madagascar on a cotton backing. Light, summery and wonderfully textural.",
    materialType: "textile",
    // Woven to the pattern of each bag rather than cut from a roll.
    extraLeadDays: 1,
    texture: "raffia",
    colors: [
      { name: "natural", label: "Natural", hex: "#d6bd8a" },
      { name: "ecru", label: "Ecru", hex: "#e9dfc6" },
      { name: "noir", label: "Noir", hex: "#262320" },
      { name: "sage", label: "Sage", hex: "#a3ad8a" },
      { name: "terracotta", label: "Terracotta", hex: "#b8663f" },
      { name: "sky", label: "Sky", hex: "#9cc0d8" },
    ],
  },
  {
    name: "duchess-satin",
    label: "Duchess satin",
    description:
      "A heavy silk-blend satin with a deep lustre, used for evening pieces and our signature linings.",
    materialType: "textile",
    texture: "satin",
    colors: [
      { name: "champagne", label: "Champagne", hex: "#d9c3a0" },
      { name: "noir", label: "Noir", hex: "#141414" },
      { name: "blush", label: "Blush", hex: "#e3b7b0" },
      { name: "emerald", label: "Emerald", hex: "#145a46" },
      { name: "sapphire", label: "Sapphire", hex: "#1d3a78" },
      { name: "ivory", label: "Ivory", hex: "#f0e9dc" },
    ],
  },
  {
    name: "solid-brass",
    label: "Solid brass hardware",
    description:
      "Hardware machined from solid brass in Italy and plated in the finish you choose. Nickel free and made to outlast the bag.",
    materialType: "hardware-finish",
    part: "hardware",
    texture: "metal",
    colors: [
      { name: "polished-gold", label: "Polished gold", hex: "#d4af37" },
      { name: "brushed-silver", label: "Brushed silver", hex: "#b8bcc2" },
      { name: "gunmetal", label: "Gunmetal", hex: "#55585e" },
      { name: "rose-gold", label: "Rose gold", hex: "#c98f7a" },
      { name: "matte-black", label: "Matte black", hex: "#2a2a2a" },
      { name: "antique-brass", label: "Antique brass", hex: "#9c7c45" },
      { name: "light-gold", label: "Light gold", hex: "#e3c77a" },
    ],
  },
  {
    name: "hot-foil",
    label: "Hot-stamp foil",
    description:
      "Metallic foil pressed into the leather with a heated brass die, by hand, one letter at a time.",
    materialType: "foil",
    part: "foil",
    texture: "foil",
    colors: [
      { name: "gold", label: "Gold", hex: "#d8b24c" },
      { name: "silver", label: "Silver", hex: "#c9cdd2" },
      { name: "copper", label: "Copper", hex: "#b8703f" },
      { name: "black", label: "Black", hex: "#1a1a1a" },
      { name: "white", label: "White", hex: "#f7f5f0" },
      // Blind emboss carries no foil; the hex is the shadow tone the artwork presses with.
      { name: "blind-emboss", label: "Blind emboss", hex: "#5b5148" },
    ],
  },
];
