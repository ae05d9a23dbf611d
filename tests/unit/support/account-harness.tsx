import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { RetailStoreProvider } from "../../../components/layout/retail-store-provider";
import { NotificationsProvider } from "../../../components/shell/notifications";
import { sectionsFor } from "../../../lib/retail/sections";

export const STORE = {
  id: "00000000-0000-4000-8000-000000000001",
  name: "web" as const,
  label: "Atelier Ardent",
  retailer: { name: "atelier", label: "Atelier Ardent" },
};

export const CUSTOMER = {
  id: "00000000-0000-4000-8000-0000000000c1",
  email: "ada@example.com",
  first_name: "Ada",
  last_name: "Lovelace",
  has_account: 1 as const,
  retailer_store_id: STORE.id,
};

/** The providers the store layout gives every page, with a fresh swr cache per test. */
export function AccountHarness({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RetailStoreProvider value={{ store: STORE, sections: sectionsFor("web") }}>
        <NotificationsProvider>{children}</NotificationsProvider>
      </RetailStoreProvider>
    </SWRConfig>
  );
}
