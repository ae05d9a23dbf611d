import { and, asc, eq, inArray, isNull, type Column } from "drizzle-orm";
import type { Db } from "../db/types";
import {
  componentConditionables,
  componentLayers,
  componentOptionalLinks,
  components,
  componentSelectableOptions,
  componentTypes,
  materialColors,
  materials,
  materialTypes,
  parts,
  personalizables,
  selectableTypes,
  variants,
} from "../db/schema";
import { artworkPaths } from "./artwork-paths";
import { groupBy } from "./group-by";
import type { ProductScope } from "./load-products";
import type { CatalogueComponent, CatalogueMaterialColor } from "./types";

/** Every material colour with its material, as `GET /public/material-colors` serves them. */
export async function loadMaterialColors(db: Db): Promise<CatalogueMaterialColor[]> {
  const rows = await db
    .select({
      color: materialColors,
      material: materials,
      type: materialTypes,
      partName: parts.name,
    })
    .from(materialColors)
    .innerJoin(materials, eq(materials.id, materialColors.materialId))
    .innerJoin(materialTypes, eq(materialTypes.id, materials.materialTypeId))
    .leftJoin(parts, eq(parts.id, materials.partId))
    .orderBy(asc(materials.name), asc(materialColors.name));
  return rows.map(({ color, material, type, partName }) => ({
    id: color.id,
    name: color.name,
    label: color.label,
    hex: color.hex,
    material_id: material.id,
    swatch: artworkPaths.swatch(material.name, color.name),
    material: {
      id: material.id,
      name: material.name,
      label: material.label,
      description: material.description,
      material_type_id: type.id,
      material_type: { name: type.name, label: type.label },
      part: partName ? { name: partName } : null,
      extra_lead_days: material.extraLeadDays,
    },
  }));
}

/** Components of every product (or of the scoped one) by product id, for the configurator. */
export async function loadComponents(
  db: Db,
  scope?: ProductScope,
): Promise<Map<string, CatalogueComponent[]>> {
  // Scoped loads restrict every child table to the product's components in the same query.
  const ofProduct = (componentId: Column) =>
    scope &&
    inArray(
      componentId,
      db
        .select({ id: components.id })
        .from(components)
        .where(eq(components.productId, scope.productId)),
    );
  const [rows, layers, options, conditions, links, personal, variantRows, colors] =
    await Promise.all([
      db
        .select({
          component: components,
          typeName: componentTypes.name,
          partName: parts.name,
          selectableName: selectableTypes.name,
        })
        .from(components)
        .innerJoin(componentTypes, eq(componentTypes.id, components.componentTypeId))
        .leftJoin(parts, eq(parts.id, components.partId))
        .leftJoin(selectableTypes, eq(selectableTypes.id, components.selectableTypeId))
        .where(scope && eq(components.productId, scope.productId))
        .orderBy(asc(components.sort), asc(components.key)),
      db
        .select()
        .from(componentLayers)
        .where(ofProduct(componentLayers.componentId))
        .orderBy(asc(componentLayers.zIndex), asc(componentLayers.view)),
      db
        .select()
        .from(componentSelectableOptions)
        .where(ofProduct(componentSelectableOptions.componentId))
        .orderBy(asc(componentSelectableOptions.sort), asc(componentSelectableOptions.name)),
      db
        .select()
        .from(componentConditionables)
        .where(ofProduct(componentConditionables.componentId))
        .orderBy(asc(componentConditionables.id)),
      db
        .select()
        .from(componentOptionalLinks)
        .where(ofProduct(componentOptionalLinks.componentId))
        .orderBy(asc(componentOptionalLinks.linkedComponentId)),
      db.select().from(personalizables).where(ofProduct(personalizables.componentId)),
      db
        .select()
        .from(variants)
        .where(and(isNull(variants.deletedAt), ofProduct(variants.componentId)))
        .orderBy(asc(variants.sort), asc(variants.id)),
      loadMaterialColors(db),
    ]);

  const layersBy = groupBy(layers, (l) => l.componentId);
  const optionsBy = groupBy(options, (o) => o.componentId);
  const conditionsBy = groupBy(conditions, (c) => c.componentId);
  const linksBy = groupBy(links, (l) => l.componentId);
  const personalBy = new Map(personal.map((p) => [p.componentId, p]));
  const variantsBy = groupBy(variantRows, (v) => v.componentId);
  const colorById = new Map(colors.map((c) => [c.id, c]));

  const result = new Map<string, CatalogueComponent[]>();
  for (const { component: c, typeName, partName, selectableName } of rows) {
    const list = result.get(c.productId) ?? [];
    result.set(c.productId, list);
    const p = personalBy.get(c.id);
    const entry: CatalogueComponent = {
      id: c.id,
      key: c.key,
      display_name: c.displayName,
      description: c.description,
      component_type: { name: typeName },
      part: partName ? { name: partName } : null,
      selectable_type: selectableName ? { name: selectableName } : null,
      parent_id: c.parentId,
      price: c.price,
      extra_lead_days: c.extraLeadDays,
      sort: c.sort,
      layers: (layersBy.get(c.id) ?? []).map((l) => ({
        id: l.id,
        view: l.view,
        z_index: l.zIndex,
        label_x_position: l.labelXPosition,
        label_y_position: l.labelYPosition,
      })),
      selectable_options: (optionsBy.get(c.id) ?? []).map((o) => ({
        id: o.id,
        name: o.name,
        label: o.label,
        price: o.price,
        extra_lead_days: o.extraLeadDays,
      })),
      conditionables: (conditionsBy.get(c.id) ?? []).map((k) => ({
        id: k.id,
        requires_component_id: k.requiresComponentId,
        requires_option_id: k.requiresOptionId,
      })),
      optional_trues: (linksBy.get(c.id) ?? [])
        .filter((l) => l.value)
        .map((l) => l.linkedComponentId),
      optional_falses: (linksBy.get(c.id) ?? [])
        .filter((l) => !l.value)
        .map((l) => l.linkedComponentId),
      personalizable: p
        ? {
            id: p.id,
            position_type: p.positionType,
            max_length: p.maxLength,
            allowed_types: p.allowedTypes,
            price: p.price,
            label_x_position: p.labelXPosition,
            label_y_position: p.labelYPosition,
          }
        : null,
      variants: (variantsBy.get(c.id) ?? []).flatMap((v) => {
        const color = colorById.get(v.materialColorId);
        return color
          ? [
              {
                id: v.id,
                price: v.price,
                custom_material: v.customMaterial ? 1 : 0,
                material_color: color,
              } as const,
            ]
          : [];
      }),
    };
    list.push(entry);
  }
  return result;
}
