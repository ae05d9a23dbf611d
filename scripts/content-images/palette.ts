/** Colour palettes and colour arithmetic for the content illustrations. */

export type Palette = {
  /** Background gradient, top-left to bottom-right. */
  bg: string;
  bg2: string;
  /** Main and secondary leather colours. */
  leather: string;
  leather2: string;
  /** Hardware and foil. */
  accent: string;
  /** Lines and lettering; contrasts with bg. */
  ink: string;
  paper: string;
  thread: string;
};

export const palettes = {
  cognac: {
    bg: "#f4ece1",
    bg2: "#e6d5bf",
    leather: "#8a4b2a",
    leather2: "#b97c4e",
    accent: "#c9a45c",
    ink: "#2b211c",
    paper: "#fbf7f1",
    thread: "#f3e6cf",
  },
  oxblood: {
    bg: "#f2e9e4",
    bg2: "#e0cdc5",
    leather: "#5e1f24",
    leather2: "#94464a",
    accent: "#c9a45c",
    ink: "#241a1b",
    paper: "#fbf6f3",
    thread: "#ecd9cb",
  },
  ink: {
    bg: "#1e2433",
    bg2: "#323a50",
    leather: "#3d4a68",
    leather2: "#6a7a9c",
    accent: "#d8b46a",
    ink: "#f1ebe0",
    paper: "#f3ede3",
    thread: "#eadcc2",
  },
  sage: {
    bg: "#eef0e8",
    bg2: "#d6dccb",
    leather: "#66744f",
    leather2: "#a3ae8a",
    accent: "#b8864a",
    ink: "#26301f",
    paper: "#f8f9f4",
    thread: "#f2ecd9",
  },
  blush: {
    bg: "#f8ece8",
    bg2: "#eed3cb",
    leather: "#b9766a",
    leather2: "#e0aea0",
    accent: "#b8924a",
    ink: "#3a2525",
    paper: "#fff8f5",
    thread: "#fff1ea",
  },
  summer: {
    bg: "#e6f1f2",
    bg2: "#f6e3c3",
    leather: "#2f7f8a",
    leather2: "#e59a55",
    accent: "#f0bd48",
    ink: "#1d3940",
    paper: "#fffaf0",
    thread: "#fff6e0",
  },
  holiday: {
    bg: "#1d3932",
    bg2: "#2d5247",
    leather: "#9a2f2f",
    leather2: "#c9a552",
    accent: "#dcb75c",
    ink: "#f4ecdc",
    paper: "#f4ecdc",
    thread: "#f4ecdc",
  },
  noir: {
    bg: "#141414",
    bg2: "#2a2622",
    leather: "#2e2a26",
    leather2: "#c9a04a",
    accent: "#e0b84f",
    ink: "#f2ede4",
    paper: "#f2ede4",
    thread: "#e0b84f",
  },
  stone: {
    bg: "#efedea",
    bg2: "#dbd6ce",
    leather: "#6b6259",
    leather2: "#a0958a",
    accent: "#8a4b2a",
    ink: "#2a2724",
    paper: "#fcfbf9",
    thread: "#e6ded2",
  },
  lilac: {
    bg: "#efedf3",
    bg2: "#d9d2e5",
    leather: "#5c4f7a",
    leather2: "#a596c4",
    accent: "#d3a35d",
    ink: "#262233",
    paper: "#faf9fc",
    thread: "#efe8f7",
  },
} as const satisfies Record<string, Palette>;

export type PaletteName = keyof typeof palettes;

/** Mixes two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const channel = (shift: number) => {
    const ca = (pa >> shift) & 255;
    const cb = (pb >> shift) & 255;
    return Math.round(ca + (cb - ca) * t);
  };
  const value = (channel(16) << 16) | (channel(8) << 8) | channel(0);
  return `#${value.toString(16).padStart(6, "0")}`;
}

/** Relative luminance (0 dark to 1 light) of a #rrggbb colour. */
function luminance(hex: string): number {
  const v = parseInt(hex.slice(1), 16);
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin((v >> 16) & 255) + 0.7152 * lin((v >> 8) & 255) + 0.0722 * lin(v & 255);
}

/** Lettering colour for paper objects (calendars, letters): the palette's ink when it is dark. */
export function paperInk(pal: Palette): string {
  return luminance(pal.ink) < 0.3 ? pal.ink : "#2a2522";
}

/** Whichever of two colours stands out more against a background. */
export function contrasting(bg: string, a: string, b: string): string {
  const l = luminance(bg);
  return Math.abs(luminance(a) - l) >= Math.abs(luminance(b) - l) ? a : b;
}
