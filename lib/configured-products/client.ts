import { CUSTOMIZER_VERSION } from "@/lib/configurator/constants";
import { api, call } from "@/lib/http/api-client";
import { HttpError } from "@/lib/http/client";

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
  } as const;
  if (existingId) {
    try {
      return await call(() =>
        api.PUT("/api/external/configured-products/{id}", {
          params: { path: { id: existingId } },
          body,
        }),
      );
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 404) throw error;
    }
  }
  return call(() => api.POST("/api/external/configured-products", { body }));
}
