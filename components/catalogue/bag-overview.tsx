import { defaultLayers } from "@/lib/configurator/default-look";
import type { CatalogueProductDetail } from "@/lib/catalogue/types";
import { LayeredPreview } from "./layered-preview";
import { ProductDetail } from "./product-detail";

/** A bag's starting look in every view, its components and its price from. */
export function BagOverview({ bag }: { bag: CatalogueProductDetail }) {
  const topLevel = bag.components.filter((c) => c.parent_id === null);
  const media = (
    <div className="bag-views">
      {bag.views.map((view) => (
        <LayeredPreview
          key={view}
          label={`${bag.label}, ${view} view`}
          layers={defaultLayers(bag, view)}
        />
      ))}
    </div>
  );
  return (
    <div className="section">
      <ProductDetail
        product={bag}
        path={`/bags/${bag.name}`}
        media={media}
        trail={[
          { href: "/bags/all-bags", label: "All bags" },
          { href: `/bags/${bag.name}`, label: bag.label },
        ]}
      >
        <h2>What you choose</h2>
        <ul className="component-list" data-testid="component-list">
          {topLevel.map((component) => (
            <li key={component.id}>
              <strong>{component.display_name}</strong>
              {component.description && <> · {component.description}</>}
            </li>
          ))}
        </ul>
      </ProductDetail>
    </div>
  );
}
