import type { z } from "zod";
import type { configuredProductSchema } from "./view-schema";
import type { CatalogueProductDetail } from "@/lib/catalogue/types";
import { decodeState, indexProduct, validateConfiguration } from "@/lib/configurator";
import type { ConfiguredRecord } from "./repository";
import { designOf } from "./stored-design";

export type ConfiguredProductView = z.input<typeof configuredProductSchema>;
export type OwnedConfiguredProductView = ConfiguredProductView & { user_id: string | null };

export const imagePathOf = (id: string) =>
  `/api/external/public/configured-product-image/${id}/bag.jpg`;

/** The shared view: the design, its lines with catalogue labels and whether it is cart-ready. */
export function presentShared(
  record: ConfiguredRecord,
  product: CatalogueProductDetail,
): ConfiguredProductView {
  const { row } = record;
  const index = indexProduct(product);
  const state = decodeState(product, designOf(row.data));
  const issue = validateConfiguration(product, state);
  const nameOf = (componentId: string) => index.byId.get(componentId)?.display_name ?? "";
  return {
    id: row.id,
    data: designOf(row.data),
    customization_stage_id: row.customizationStageId,
    product_id: row.productId,
    user_type: row.userType,
    customizer_version: row.customizerVersion,
    price: row.price,
    product: { id: product.id, name: product.name, label: product.label },
    configurations: record.configurations.map((line) => {
      const variant =
        line.configurableType === "variant"
          ? index.variantOwner.get(line.configurableId)?.variant
          : undefined;
      const option =
        line.configurableType === "selectable_option"
          ? index.optionOwner.get(line.configurableId)?.option
          : undefined;
      return {
        id: line.id,
        configurable_type: line.configurableType,
        configurable_id: line.configurableId,
        configurable: {
          id: line.configurableId,
          label: variant?.material_color.label ?? option?.label ?? nameOf(line.configurableId),
        },
        component_id: line.componentId,
        component: { id: line.componentId, display_name: nameOf(line.componentId) },
        price: line.price,
        ...(variant ? { material_color: { label: variant.material_color.label } } : {}),
      };
    }),
    personalizations: record.personalizations.map((text) => {
      const component = index.personalizableOwner.get(text.personalizableId);
      return {
        id: text.id,
        personalizable_id: text.personalizableId,
        data: { text: text.data.text, type: text.data.type },
        personalizable: {
          id: text.personalizableId,
          position_type: component?.personalizable?.position_type ?? "",
          component_id: component?.id ?? null,
        },
      };
    }),
    validation: issue
      ? { complete: false, message: issue.message, component_id: issue.componentId }
      : { complete: true },
    image_url: imagePathOf(row.id),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The owner's view also says which customer owns it; the guest session id never leaves. */
export function presentOwned(
  record: ConfiguredRecord,
  product: CatalogueProductDetail,
): OwnedConfiguredProductView {
  return { ...presentShared(record, product), user_id: record.row.userId };
}
