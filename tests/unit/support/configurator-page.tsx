import { render } from "@testing-library/react";
import { Configurator } from "@/components/configurator/configurator";
import { productFacts, viewOf } from "@/components/configurator/view-model";
import { RetailStoreProvider } from "@/components/layout/retail-store-provider";
import { NotificationsProvider } from "@/components/shell/notifications";
import type { CatalogueProductDetail } from "@/lib/catalogue/types";
import { packConfigurable, type ConfiguratorState } from "@/lib/configurator";
import { sectionsFor } from "@/lib/retail/sections";

/** The own store, as the layout hands it to its pages. */
export const webRetail = {
  store: {
    id: "00000000-0000-4000-8000-000000000001",
    name: "web" as const,
    label: "Atelier Ardent",
    retailer: { name: "atelier-ardent", label: "Atelier Ardent" },
  },
  sections: sectionsFor("web"),
};

/**
 * `fetch` answering `source` with the whole product, as app/api/configurator/[name] answers it,
 * and nothing else (jsdom has no Response: the fields the configurator reads).
 */
export function serveProduct(bag: CatalogueProductDetail, source: string) {
  const body = JSON.stringify(packConfigurable(bag));
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    if (String(input) !== source) throw new TypeError("offline");
    return { ok: true, status: 200, json: async () => JSON.parse(body) as unknown } as Response;
  });
}

/** The configurator's page as the server writes it: the view of `state`, the product to come. */
export function renderConfigurator(
  bag: CatalogueProductDetail,
  state: ConfiguratorState,
  source: string,
) {
  return render(
    <RetailStoreProvider value={webRetail}>
      <NotificationsProvider>
        <Configurator
          facts={productFacts(bag)}
          first={viewOf(bag, state, bag.views[0] ?? "front")}
          source={source}
          header={<h1>{bag.label}</h1>}
          editingId={null}
        />
      </NotificationsProvider>
    </RetailStoreProvider>,
  );
}
