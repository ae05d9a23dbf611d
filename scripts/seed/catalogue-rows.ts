import { artworkPaths } from "../../lib/catalogue/artwork-paths";
import { productImagePair } from "../artwork/images";
import { seedId } from "./ids";
import { refId } from "./reference";
import type { SeedRows } from "./rows";
import type {
  SeedBag,
  SeedComponent,
  SeedGiftBox,
  SeedGiftCard,
  SeedMaterial,
  SeedMaterialType,
  SeedStockProduct,
} from "./catalogue/types";

export type SeedCatalogue = {
  materialTypes: SeedMaterialType[];
  materials: SeedMaterial[];
  bags: SeedBag[];
  stockProducts: SeedStockProduct[];
  giftCards: SeedGiftCard[];
  giftBoxes: SeedGiftBox[];
};

const catalogueId = {
  product: (name: string) => seedId("product", name),
  material: (name: string) => seedId("material", name),
  color: (material: string, color: string) => seedId("color", material, color),
  component: (bag: string, key: string) => seedId("component", bag, key),
  option: (bag: string, key: string, option: string) => seedId("option", bag, key, option),
  variant: (bag: string, key: string, material: string, color: string) =>
    seedId("variant", bag, key, material, color),
};

/** The two thumbnails of a product, named as the artwork generator draws them. */
function imageRows(rows: SeedRows, productId: string, base: string, alt: string): void {
  productImagePair(base, alt).forEach((image, sort) => {
    rows.productImages.push({
      id: seedId("image", productId, image.imageType),
      productId,
      imageTypeId: refId.imageType(image.imageType),
      imageFormatId: refId.imageFormat(image.extension),
      fileName: image.fileName,
      alt: image.alt,
      width: image.width,
      height: image.height,
      sort,
    });
  });
}

function exclusionRows(rows: SeedRows, productId: string, stores: string[] | undefined): void {
  for (const store of stores ?? []) {
    rows.productStoreExclusions.push({ productId, retailStoreId: refId.store(store) });
  }
}

function materialRows(rows: SeedRows, catalogue: SeedCatalogue): void {
  for (const type of catalogue.materialTypes) {
    rows.materialTypes.push({
      id: seedId("material-type", type.name),
      name: type.name,
      label: type.label,
    });
  }
  for (const m of catalogue.materials) {
    rows.materials.push({
      id: catalogueId.material(m.name),
      name: m.name,
      label: m.label,
      description: m.description,
      materialTypeId: seedId("material-type", m.materialType),
      partId: m.part ? refId.part(m.part) : null,
      extraLeadDays: m.extraLeadDays ?? 0,
    });
    for (const c of m.colors) {
      rows.materialColors.push({
        id: catalogueId.color(m.name, c.name),
        materialId: catalogueId.material(m.name),
        name: c.name,
        label: c.label,
        hex: c.hex,
        swatchFileName: artworkPaths.swatch(m.name, c.name),
      });
    }
  }
}

/** Parents before members, so the self-reference of components is always satisfied. */
function parentsFirst(components: SeedComponent[]): SeedComponent[] {
  return [...components].sort((a, b) => Number(Boolean(a.parent)) - Number(Boolean(b.parent)));
}

function componentRows(rows: SeedRows, bag: SeedBag, materials: Map<string, SeedMaterial>): void {
  const productId = catalogueId.product(bag.name);
  const id = (key: string) => catalogueId.component(bag.name, key);
  const sortOf = new Map(bag.components.map((c, i) => [c.key, i]));
  for (const c of parentsFirst(bag.components)) {
    const componentId = id(c.key);
    rows.components.push({
      id: componentId,
      productId,
      key: c.key,
      displayName: c.displayName,
      description: c.description,
      componentTypeId: refId.componentType(c.type),
      partId: c.part ? refId.part(c.part) : null,
      selectableTypeId: c.selectableType ? refId.selectableType(c.selectableType) : null,
      parentId: c.parent ? id(c.parent) : null,
      personalizable: Boolean(c.personalizable),
      price: c.price ?? 0,
      extraLeadDays: c.extraLeadDays ?? 0,
      sort: sortOf.get(c.key) ?? 0,
    });
    for (const layer of c.layers) {
      rows.componentLayers.push({
        id: seedId("layer", bag.name, c.key, layer.view),
        componentId,
        view: layer.view,
        zIndex: layer.z,
        labelXPosition: layer.labelX,
        labelYPosition: layer.labelY,
      });
    }
    (c.options ?? []).forEach((o, sort) =>
      rows.componentSelectableOptions.push({
        id: catalogueId.option(bag.name, c.key, o.name),
        componentId,
        name: o.name,
        label: o.label,
        price: o.price,
        extraLeadDays: o.extraLeadDays ?? 0,
        sort,
      }),
    );
    for (const r of c.requires ?? []) {
      const [optionComponent, optionName] = (r.option ?? "").split(":");
      rows.componentConditionables.push({
        id: seedId("conditionable", bag.name, c.key, r.component ?? r.option ?? ""),
        componentId,
        requiresComponentId: r.component ? id(r.component) : null,
        requiresOptionId:
          optionComponent && optionName
            ? catalogueId.option(bag.name, optionComponent, optionName)
            : null,
      });
    }
    for (const [value, keys] of [
      [true, c.optionalTrue],
      [false, c.optionalFalse],
    ] as const) {
      for (const key of keys ?? []) {
        rows.componentOptionalLinks.push({
          id: seedId("optional-link", bag.name, c.key, key),
          componentId,
          linkedComponentId: id(key),
          value,
        });
      }
    }
    if (c.personalizable) {
      const { labelX, labelY, ...rest } = c.personalizable;
      rows.personalizables.push({
        id: seedId("personalizable", bag.name, c.key),
        componentId,
        ...rest,
        labelXPosition: labelX,
        labelYPosition: labelY,
      });
    }
    let sort = 0;
    for (const group of c.variants) {
      const material = materials.get(group.material);
      if (!material)
        throw new Error(`Bag ${bag.name} component ${c.key}: unknown material ${group.material}`);
      const colors = group.colors === "all" ? material.colors.map((x) => x.name) : group.colors;
      for (const color of colors) {
        rows.variants.push({
          id: catalogueId.variant(bag.name, c.key, material.name, color),
          componentId,
          materialColorId: catalogueId.color(material.name, color),
          price: group.price,
          customMaterial: group.customMaterial ?? false,
          sort: sort++,
        });
      }
    }
  }
}

export function catalogueRows(rows: SeedRows, catalogue: SeedCatalogue): void {
  materialRows(rows, catalogue);
  const materials = new Map(catalogue.materials.map((m) => [m.name, m]));
  catalogue.bags.forEach((bag, sort) => {
    const productId = catalogueId.product(bag.name);
    rows.products.push({
      id: productId,
      name: bag.name,
      label: bag.label,
      description: bag.description,
      details: bag.details,
      productTypeId: refId.productType("custom-handbag"),
      enabled: bag.enabled ?? true,
      startingPrice: bag.startingPrice,
      leadDays: bag.leadDays,
      views: bag.views,
      sort,
    });
    imageRows(rows, productId, `${bag.label} thumbnail`, bag.label);
    exclusionRows(rows, productId, bag.excludedStores);
    componentRows(rows, bag, materials);
  });
  catalogue.stockProducts.forEach((p, sort) => {
    const productId = catalogueId.product(p.name);
    rows.products.push({
      id: productId,
      name: p.name,
      label: p.label,
      description: p.description,
      details: p.details,
      productTypeId: refId.productType(p.productType),
      categoryId: refId.category(p.category),
      startingPrice: p.price,
      stock: p.stock,
      sku: p.sku,
      sort: 100 + sort,
    });
    imageRows(rows, productId, p.imageFileName, p.label);
    exclusionRows(rows, productId, p.excludedStores);
  });
  catalogue.giftCards.forEach((g, sort) => {
    const productId = catalogueId.product(g.name);
    rows.products.push({
      id: productId,
      name: g.name,
      label: g.label,
      description: g.description,
      productTypeId: refId.productType("gift-card"),
      startingPrice: Math.min(...g.amounts),
      denominations: g.amounts,
      sort: 200 + sort,
    });
    imageRows(rows, productId, g.imageFileName, g.label);
  });
  for (const box of catalogue.giftBoxes) {
    rows.giftBoxes.push({
      id: seedId("gift-box", box.name),
      name: box.name,
      label: box.label,
      description: box.description,
      price: box.price,
      imageFileName: box.imageFileName,
    });
  }
}
