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
  role: "customer" as const,
};

export const PRODUCT_ID = "00000000-0000-4000-8000-0000000000a1";

/** The Emerald Tote as a wishlist entry (GET/POST /customer/wishlist). */
export const WISHLIST_ENTRY = {
  id: "00000000-0000-4000-8000-0000000000e1",
  type: "product" as const,
  item_id: PRODUCT_ID,
  name: "emerald-tote",
  label: "Emerald Tote",
  url: "/products/emerald-tote",
  image_url: null,
  price: 145000,
  available: true,
  created_at: "2026-03-01T10:00:00.000Z",
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
