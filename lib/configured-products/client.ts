import { CUSTOMIZER_VERSION } from "@/lib/configurator/constants";
import { api } from "@/lib/http/client";

/** The parts of a saved design the browser needs back. */
export type SavedDesign = {
  id: string;
  data: string;
  price: number;
  image_url: string;
  validation: { complete: boolean; message?: string; component_id?: string };
};

/**
 * Saves the configurator's current design (spec 7) and returns the server's record. Updating
 * the design the shopper already saved keeps one record per design session; if that record is
 * gone (deleted, another browser session), a new one is created instead.
 */
export async function saveDesign(
  productId: string,
  design: string,
  existingId?: string | null,
): Promise<SavedDesign> {
  const body = {
    data: design,
    product_id: productId,
    customization_stage_id: 0,
    customizer_version: CUSTOMIZER_VERSION,
  };
  if (existingId) {
    try {
      return await api<SavedDesign>("PUT", `/configured-products/${existingId}`, body);
    } catch (error) {
      if (!(error instanceof Error) || !("status" in error) || error.status !== 404) throw error;
    }
  }
  return api<SavedDesign>("POST", "/configured-products", body);
}
