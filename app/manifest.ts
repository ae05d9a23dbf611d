import type { MetadataRoute } from "next";
import { brand } from "@/lib/brand";

/** The web app manifest (served at /manifest.webmanifest): name, colours and the brand mark. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: brand.name,
    short_name: brand.name,
    description: brand.tagline,
    start_url: "/",
    display: "browser",
    background_color: "#faf7f2",
    theme_color: "#7a3b2e",
    icons: [
      { src: "/icon.svg", type: "image/svg+xml", sizes: "any" },
      { src: "/apple-icon.png", type: "image/png", sizes: "180x180" },
    ],
  };
}
