import type { Metadata } from "next";
import { ListingPage } from "@/components/catalogue/listing-page";
import { groupBy } from "@/lib/catalogue/group-by";
import { readMaterialColors } from "@/lib/catalogue/read";

export const metadata: Metadata = {
  title: "Materials",
  description: "The leathers, textiles, hardware finishes and foils you can choose for your bag.",
  alternates: { canonical: "/materials" },
};

/** Every material and its colours, from the same data as GET /public/material-colors. */
export default async function MaterialsPage() {
  const byMaterial = groupBy(await readMaterialColors(), (c) => c.material.id);
  return (
    <ListingPage
      path="/materials"
      crumb="Materials"
      lede="Every hide is chosen by hand from tanneries we visit. These are the materials and colours you can choose in the configurator."
    >
      {[...byMaterial.values()].map((colors) => {
        const material = colors[0]!.material;
        return (
          <section key={material.id} className="material" aria-labelledby={`m-${material.name}`}>
            <h2 id={`m-${material.name}`}>{material.label}</h2>
            <p className="material__type">{material.material_type.label}</p>
            <p>{material.description}</p>
            <ul className="swatches" aria-label={`${material.label} colours`}>
              {colors.map((color) => (
                <li key={color.id}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- 120 px SVG swatch */}
                  <img src={color.swatch} alt="" width={64} height={64} loading="lazy" />
                  <span>{color.label}</span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </ListingPage>
  );
}
